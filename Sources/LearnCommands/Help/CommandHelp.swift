import ArgumentParser
import LearnLanguage
import LearnTrace

/// A command's help in the learner's language.
///
/// ArgumentParser's configuration is static, so its help is English: for another language,
/// ArgumentParser still lays out the usage and every option (the same options, in the same
/// order), one line per paragraph, and the words it laid out are put in that language from
/// ``korean`` (the English text is the key: a changed English text shows in English, never a
/// stale translation). The lines are then wrapped by display columns, an option's or a table
/// row's text under its own start.
package enum CommandHelp {
    /// The help of `type` under `root` (``LearnCommand`` on the command line, ``ShellGrammar``
    /// in the shell) in `language`, `columns` wide.
    package static func message(
        _ root: any ParsableCommand.Type, for type: any ParsableCommand.Type, language: Language, columns: Int
    ) -> String {
        // Laid out one line per paragraph, then wrapped here in either language: ArgumentParser
        // leaves the usage one long line, and wraps a table row of a discussion to column 0.
        let wide = root.helpMessage(for: type, columns: 100_000)
        return (language == .ko ? translated(wide) : wide).split(separator: "\n", omittingEmptySubsequences: false)
            .flatMap { wrapped(String($0), columns: columns) }.joined(separator: "\n")
    }

    /// The abstract of `type` in `language` (the shell's `help` lists them).
    package static func abstract(_ type: any ParsableCommand.Type, language: Language) -> String {
        let english = type.configuration.abstract
        return language == .ko ? korean[english] ?? english : english
    }

    /// The command named by a command line that asks for help (`learn --help`, `learn verify
    /// -h`, `learn help verify`): the root itself when no command is named; nil when the line
    /// does not ask for help.
    static func requested(in args: [String]) -> (any ParsableCommand.Type)? {
        switch topic(in: args) {
        case nil: nil
        case .learn: LearnCommand.self
        case .named(let name): command(named: name)
        }
    }

    /// The command line's command called `name`; nil when none is.
    static func command(named name: String) -> (any ParsableCommand.Type)? {
        LearnCommand.oneShot.first { $0.configuration.commandName == name }
    }

    /// What a command line asks help for.
    enum Topic: Equatable {
        /// `learn --help`, `learn help`.
        case learn
        /// The word after `help` (or before `--help`): it may name no command.
        case named(String)
    }

    /// What a command line asks help for; nil when it does not ask.
    static func topic(in args: [String]) -> Topic? {
        var words: [String] = []
        var asked = false
        var i = 0
        while i < args.count {
            let word = args[i]
            if word == "--" { break }
            if word == "--lessons" || word == "--lang" {
                i += 2
                continue
            }
            if word == "-h" || word == "--help" { asked = true } else if !word.hasPrefix("-") { words.append(word) }
            i += 1
        }
        if words.first == "help" {
            asked = true
            words.removeFirst()
        }
        guard asked else { return nil }
        // `learn help help` asks for the help of help: learn's own
        return words.first.flatMap { $0 == "help" ? nil : Topic.named($0) } ?? .learn
    }

    /// `text` with every English text of ``korean`` and every section title in Korean.
    static func translated(_ text: String) -> String {
        var out = text
        for (english, words) in korean.sorted(by: { $0.key.count > $1.key.count }) where out.contains(english) {
            out = out.replacingOccurrences(of: english, with: words)
        }
        for (english, words) in [(" (default: ", " (기본값: "), (" (values: ", " (값: "), ("; default: ", "; 기본값: ")] {
            out = out.replacingOccurrences(of: english, with: words)
        }
        return out.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            for (english, title) in koreanTitles where line.hasPrefix(english) {
                return title + line.dropFirst(english.count)
            }
            return String(line)
        }.joined(separator: "\n")
    }

    /// One line of help at most `columns` wide: an option's or a table row's text (after a run
    /// of two spaces) goes on under its own start, the usage under the command, other lines
    /// under their indent.
    static func wrapped(_ line: String, columns: Int) -> [String] {
        guard TerminalLines.columns(line) > columns else { return [line] }
        let lead = line.prefix { $0 == " " }
        let rest = line.dropFirst(lead.count)
        if let gap = rest.range(of: "  "), TerminalLines.columns(String(line[..<gap.lowerBound])) < columns / 2 {
            let textStart = rest[gap.lowerBound...].firstIndex { $0 != " " } ?? rest.endIndex
            return Text.hanging(String(line[..<textStart]), String(line[textStart...]), width: columns)
        }
        if let colon = rest.range(of: ": "), rest.hasPrefix("USAGE:") || rest.hasPrefix(koreanTitles["USAGE:"] ?? "") {
            return Text.hanging(String(line[..<colon.upperBound]), String(line[colon.upperBound...]), width: columns)
        }
        return Text.hanging(String(lead), String(rest), width: columns)
    }
}
