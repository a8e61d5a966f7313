import ArgumentParser
import LearnShell

/// `learn`: the root of the command line. With no command it starts the shell.
package struct LearnCommand: ParsableCommand {
    package static let version = "0.1.0"

    package static let configuration = CommandConfiguration(
        commandName: "learn",
        abstract: "A concurrency lab in the terminal: lessons that run real GCD, Operation and Swift task code live.",
        discussion: """
            With no command, starts the shell (`help` there lists its commands). With input from a file or pipe (`learn < commands.txt`), runs each line as a shell command, without prompts.

            EXIT CODES
              0    ok
              1    a check did not hold, `check` found problems, a demo failed
              64   usage error: unknown command, lesson, variant, flag, parameter
              130  Ctrl-C stopped `learn run`

            FILES (XDG_STATE_HOME defaults to ~/.local/state)
              $XDG_STATE_HOME/learn/history          the shell's history
              $XDG_STATE_HOME/learn/progress.json    lessons finished, predictions, exercises
              $XDG_STATE_HOME/learn/trusted-folders  lesson folders whose Swift files you agreed to run
              $LEARN_HOME/exercises                  your copies of the exercises (default ~/learn/exercises)
            """, version: "learn " + LearnCommand.version,
        subcommands: LearnCommand.oneShot
    )

    /// The commands the command line and the shell share.
    package static let oneShot: [any ParsableCommand.Type] = [
        ListCommand.self, RunCommand.self, ShowCommand.self, CheckCommand.self, ProgressCommand.self, PlayCommand.self,
        ExploreCommand.self, DemosCommand.self,
        ExerciseCommand.self, VerifyCommand.self, HintCommand.self, SolutionCommand.self,
    ]

    @OptionGroup package var global: GlobalOptions
    package init() {}

    /// No command: the shell, interactive on a terminal, a script otherwise.
    package func run() throws {
        let status = Shell.start(global: global)
        if status != ExitStatus.ok { throw ExitCode(status) }
    }
}
