import ArgumentParser
import LearnLanguage
import LearnTrace

/// A command's help in the learner's language.
///
/// Every command's abstract and discussion and every option's help are messages (`about…` keys
/// in the `help.txt` message files), and ArgumentParser's configuration takes their English.
/// That configuration is static, so its help is English: for another language, ArgumentParser
/// still lays out the usage and every option (the same options, in the same order), one line per
/// paragraph, and each `about…` message's English it laid out is put in that language
/// (``translated(_:)``), its section titles too (`usageTitle…`). The lines are then wrapped by
/// display columns, an option's or a table row's text under its own start.
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
        return language == .en ? english : translations(language)[english] ?? english
    }

    /// The help message `key` in English, as ArgumentParser's configuration takes it.
    static func english(_ key: MessageKey) -> String { Catalogue(.en).said(key, arguments(key)) }

    /// The arguments of a help message: the names some of them list.
    private static func arguments(_ key: MessageKey) -> [String] {
        switch key {
        case .aboutTrace: [TraceView.names.joined(separator: ", ")]
        case .aboutOutputViewText: [OutputOptions.viewNames]
        default: []
        }
    }

    /// Every help message's English (as ArgumentParser shows it) and its words in `language`.
    static func translations(_ language: Language) -> [String: String] {
        let words = Catalogue(language)
        return MessageKey.allCases.filter { $0.rawValue.hasPrefix("about") }.reduce(into: [:]) { found, key in
            let english = english(key)
            if !english.isEmpty { found[english] = words.said(key, arguments(key)) }
        }
    }

    /// ArgumentParser's section titles (`OVERVIEW:`), each a message of its English words.
    private static let titles: [MessageKey] = [
        .usageTitleOverview, .usageTitleUsage, .usageTitleArguments, .usageTitleOptions, .usageTitleSubcommands,
    ]

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
        (LearnCommand.oneShot + LearnCommand.commandLineOnly).first { $0.configuration.commandName == name }
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

    /// `text` with every help message's English in Korean, longest first, and every section title.
    static func translated(_ text: String) -> String {
        var out = text
        for (english, words) in translations(.ko).sorted(by: { $0.key.count > $1.key.count }) where out.contains(english) {
            out = out.replacingOccurrences(of: english, with: words)
        }
        let english = Catalogue(.en), korean = Catalogue(.ko)
        return out.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            for title in titles where line.hasPrefix(english(title)) {
                return korean(title) + line.dropFirst(english(title).count)
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
        if let colon = rest.range(of: ": "),
            rest.hasPrefix(Catalogue(.en)(.usageTitleUsage)) || rest.hasPrefix(Catalogue(.ko)(.usageTitleUsage))
        {
            return Text.hanging(String(line[..<colon.upperBound]), String(line[colon.upperBound...]), width: columns)
        }
        return Text.hanging(String(lead), String(rest), width: columns)
    }
}

extension CommandConfiguration {
    /// A command's configuration: its name, and its help as the messages `about` and `details`
    /// (their English, as ArgumentParser takes it; ``CommandHelp`` says them in the learner's language).
    static func command(_ name: String, about: MessageKey, details: MessageKey? = nil, aliases: [String] = []) -> Self {
        Self(commandName: name, abstract: CommandHelp.english(about), discussion: details.map(CommandHelp.english) ?? "", aliases: aliases)
    }
}

extension ArgumentHelp {
    /// The help of an option or argument: the English of the help message `key` (``CommandHelp``
    /// puts it in the learner's language).
    init(_ key: MessageKey, valueName: String? = nil) { self.init(CommandHelp.english(key), valueName: valueName) }
}
