import ArgumentParser

/// The shell's grammar: the shared commands plus the shell-only ones, parsed with `parseAsRoot`.
package struct ShellGrammar: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "learn",
        subcommands: LearnCommand.oneShot + ShellGrammar.shellOnly
    )

    /// Commands that only make sense at the prompt.
    package static let shellOnly: [any ParsableCommand.Type] = [
        NextCommand.self, AgainCommand.self, TraceCommand.self, SetCommand.self, UnsetCommand.self,
        HistoryCommand.self, QuitCommand.self, EditCommand.self, ScheduleCommand.self, ClearCommand.self,
    ]

    /// Every name a shell line may start with, `help` included.
    package static let commandNames: [String] = {
        let names = configuration.subcommands.flatMap { [$0.configuration.commandName ?? ""] + $0.configuration.aliases }
        return (names + ["help"]).sorted()
    }()

    /// The names a mistyped word is compared with: a one-letter alias (`q`) is no suggestion for
    /// every other one-letter word.
    package static let suggestible: [String] = commandNames.filter { $0.count > 1 }

    package init() {}
}
