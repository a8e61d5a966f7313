import LearnShell
import LearnTrace

/// Tab completion at the prompt: commands, lesson ids, variants, parameter names, views.
public struct ShellCompleter {
    let session: Session

    public init(session: Session) { self.session = session }

    /// Each command's flags, read from its definition: a new flag completes without a change here.
    static let flags: [String: CommandFlags] = Dictionary(uniqueKeysWithValues: ShellGrammar.configuration.subcommands.map {
        ($0.configuration.commandName ?? "", CommandFlags(of: $0))
    })

    /// Candidates for the word at the cursor, given the text before the cursor.
    public func candidates(before text: String) -> [String] {
        let (words, partial) = LineSplitter.completionContext(text)
        var seen = Set<String>()
        return options(words: words, partial: partial).filter { $0.hasPrefix(partial) && seen.insert($0).inserted }
    }

    private func options(words: [String], partial: String) -> [String] {
        guard let command = words.first else { return ShellGrammar.commandNames }
        let previous = words.last ?? ""
        switch (command, previous) {
        case (_, "--variant"):
            return lessonArgument(words).flatMap { session.library.header(id: $0)?.variants } ?? []
        case (_, "--set"), ("set", _):
            return parameterNames()
        case ("unset", _):
            return session.overrides.keys.sorted()
        case ("trace", _):
            return words.count == 1 ? TraceShown.names : []
        case ("help", _):
            return words.count == 1 ? ShellGrammar.commandNames : []
        case (_, _) where partial.hasPrefix("-"):
            return ShellCompleter.flags[command]?.names ?? []
        case (_, _) where ShellCompleter.flags[command]?.takingValue.contains(previous) == true:
            return []  // a value (a seed, a path): nothing to offer
        case ("run", _), ("show", _):
            return lessonArgument(words) == nil ? session.library.lessons.map(\.id).sorted() : []
        default:
            return []
        }
    }

    /// Parameter names as `name=`: the open lesson's first, else every demo's.
    private func parameterNames() -> [String] {
        let names = session.openPlayer?.parameterNames ?? []
        return (names.isEmpty ? Assignment.names() : names.sorted()).map { $0 + "=" }
    }

    /// The lesson id already typed after `run`/`show`, skipping options and their values.
    private func lessonArgument(_ words: [String]) -> String? {
        var i = 1
        while i < words.count {
            let word = words[i]
            if ShellCompleter.flags[words[0]]?.takingValue.contains(word) == true { i += 2; continue }
            if word.hasPrefix("-") { i += 1; continue }
            return word
        }
        return nil
    }
}
