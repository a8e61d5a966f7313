import ArgumentParser

/// The text of `help` in the shell.
enum ShellHelp {
    /// Every command with its one-line description, and the keys that matter.
    static func overview(width: Int) -> String {
        var lines = ["Commands (`help COMMAND` for its options):"]
        let types = ShellGrammar.configuration.subcommands
        let nameWidth = types.map { ($0.configuration.commandName ?? "").count }.max() ?? 8
        for type in types {
            let name = (type.configuration.commandName ?? "").padding(toLength: nameWidth, withPad: " ", startingAt: 0)
            let indent = String(repeating: " ", count: nameWidth + 4)
            for (i, part) in Text.wrap(type.configuration.abstract, width: max(20, width - indent.count)).enumerated() {
                lines.append(i == 0 ? "  \(name)  \(part)" : indent + part)
            }
        }
        lines.append("")
        lines += Text.wrap(
            "Keys: Tab completes (twice lists), Up/Down and Ctrl-R recall history, Enter on an empty "
                + "line goes on at a pause, Ctrl-C clears the line or stops a run, Ctrl-D leaves.", width: width)
        return lines.joined(separator: "\n")
    }
}
