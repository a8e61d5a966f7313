import ArgumentParser
import LearnLanguage

/// The text of `help` in the shell.
enum ShellHelp {
    /// Every command with its one-line description, and the keys that matter.
    static func overview(width: Int, language: Language = .en) -> String {
        let say = Catalogue(language)
        var lines = [say(.helpCommands)]
        let types = ShellGrammar.configuration.subcommands
        let nameWidth = types.map { ($0.configuration.commandName ?? "").count }.max() ?? 8
        for type in types {
            let name = (type.configuration.commandName ?? "").padding(toLength: nameWidth, withPad: " ", startingAt: 0)
            let indent = String(repeating: " ", count: nameWidth + 4)
            for (i, part) in Text.wrap(CommandHelp.abstract(type, language: language), width: max(20, width - indent.count)).enumerated() {
                lines.append(i == 0 ? "  \(name)  \(part)" : indent + part)
            }
        }
        lines.append("")
        lines += Text.wrap(say(.helpKeys), width: width)
        return lines.joined(separator: "\n")
    }
}
