import ArgumentParser
import LearnShell

/// `learn`: the root of the command line. With no command it starts the shell.
package struct LearnCommand: ParsableCommand {
    package static let version = "0.1.0"

    package static let configuration = CommandConfiguration(
        commandName: "learn",
        abstract: CommandHelp.english(.aboutLearn),
        discussion: CommandHelp.english(.aboutLearnDetails), version: "learn " + LearnCommand.version,
        subcommands: LearnCommand.oneShot + LearnCommand.commandLineOnly
    )

    /// The commands the command line and the shell share.
    package static let oneShot: [any ParsableCommand.Type] = [
        ListCommand.self, RunCommand.self, ShowCommand.self, CheckCommand.self, ProgressCommand.self, PlayCommand.self,
        ExploreCommand.self, DemosCommand.self,
        ExerciseCommand.self, VerifyCommand.self, HintCommand.self, SolutionCommand.self,
    ]

    /// The commands of the command line alone: `serve` holds the terminal until Ctrl-C, not a
    /// shell's line.
    package static let commandLineOnly: [any ParsableCommand.Type] = [ServeCommand.self]

    @OptionGroup package var global: GlobalOptions
    package init() {}

    /// No command: the shell, interactive on a terminal, a script otherwise.
    package func run() throws {
        let status = Shell.start(global: global)
        if status != ExitStatus.ok { throw ExitCode(status) }
    }
}
