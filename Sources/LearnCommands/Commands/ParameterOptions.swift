import ArgumentParser

/// `--set name=value`, as `run` and `explore` take it: one definition, so its
/// name, help and completion are the same in both (and in the shell's completer).
package struct ParameterOptions: ParsableArguments {
    @Option(
        name: .customLong("set"), help: ArgumentHelp(.aboutParameterAssignments, valueName: "name=value"),
        completion: .custom(Completions.parameterNames))
    package var assignments: [String] = []

    package init() {}
}
