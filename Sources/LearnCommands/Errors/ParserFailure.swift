import ArgumentParser

/// What ArgumentParser keeps inside the error it throws for a line it could not take: the
/// commands parsed so far (`learn`, `run`) and, when a `validate()` threw, that error.
///
/// ArgumentParser's error type is internal to it, so its two fields are read by reflection
/// (`commandStack`, and `parserError`'s case `userValidationError`). An error it did not wrap
/// (one thrown while a command ran) reads as thrown by the root, as ArgumentParser reads it.
struct ParserFailure {
    /// The root first, then each subcommand parsed.
    let commands: [any ParsableCommand.Type]
    /// The error a `validate()` threw (or the error itself, when ArgumentParser did not wrap it).
    let thrown: (any Error)?

    init(_ error: any Error, root: any ParsableCommand.Type) {
        let fields = Dictionary(
            Mirror(reflecting: error).children.compactMap { child in child.label.map { ($0, child.value) } },
            uniquingKeysWith: { a, _ in a })
        guard let stack = fields["commandStack"] as? [any ParsableCommand.Type], !stack.isEmpty, let parserError = fields["parserError"]
        else {
            commands = [root]
            thrown = error
            return
        }
        commands = stack
        let wrapped = Mirror(reflecting: parserError).children.first { $0.label == "userValidationError" }
        thrown = wrapped.flatMap { $0.value as? any Error }
    }

    /// The command line's words for the commands: `learn run`.
    var names: String {
        commands.map { $0.configuration.commandName ?? "learn" }.joined(separator: " ")
    }
}
