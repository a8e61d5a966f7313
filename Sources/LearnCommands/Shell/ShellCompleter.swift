import LearnDemos
import LearnLanguage
import LearnPlay
import LearnTrace

/// Tab completion at the prompt: commands, lesson ids, demo ids, variants, parameter names and
/// values, views, languages (`set lang=`).
package struct ShellCompleter {
    let session: Session

    package init(session: Session) { self.session = session }

    /// Each command's flags, read from its definition: a new flag completes without a change here.
    static let flags: [String: CommandFlags] = Dictionary(
        uniqueKeysWithValues: ShellGrammar.configuration.subcommands.map {
            ($0.configuration.commandName ?? "", CommandFlags(of: $0))
        })

    /// Candidates for the word at the cursor, given the text before the cursor.
    package func candidates(before text: String) -> [String] {
        let (words, partial) = ShellWords.completionContext(text)
        var seen = Set<String>()
        return options(words: words, partial: partial).filter { $0.hasPrefix(partial) && seen.insert($0).inserted }
    }

    private func options(words: [String], partial: String) -> [String] {
        guard let command = words.first else { return ShellGrammar.commandNames }
        let previous = words.last ?? ""
        switch (command, previous) {
        case (_, "--variant"):
            return lessonArgument(words).flatMap { session.library.header(id: $0)?.variants } ?? []
        case ("set", _) where "lang=".hasPrefix(partial) || partial.hasPrefix("lang="):
            // the shell's own setting, not a demo's parameter (`--set` does not take it)
            return partial.contains("=") ? Language.allCases.map { "lang=" + $0.rawValue } : parameterNames(partial) + ["lang="]
        case (_, "--set"), ("set", _):
            return partial.contains("=") ? parameterValues(partial) : parameterNames(partial)
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
        case ("demos", _):
            return lessonArgument(words) == nil ? DemoCatalog.all.map(\.id) : []
        default:
            return []
        }
    }

    /// Parameter names as `name=`: the open lesson's demos' when one of them starts with what is
    /// typed (the line editor sorts what it lists, so "first" means "alone while they match");
    /// every demo's otherwise, and always `view=`.
    private func parameterNames(_ partial: String) -> [String] {
        let lesson = (session.openPlayer?.parameterNames ?? []).sorted()
        let names = lesson.contains { $0.hasPrefix(partial) } ? lesson : Assignment.names()
        return (names + ["view"]).map { $0 + "=" }
    }

    /// `name=value` for a parameter whose values can be listed: a choice, a switch, or views.
    private func parameterValues(_ partial: String) -> [String] {
        let name = String(partial.prefix { $0 != "=" })
        if name == "view" { return TraceView.names.map { "view=" + $0 } + ["view=" + TraceViewSet.noneWord] }
        guard let parameter = DemoCatalog.all.lazy.flatMap(\.parameters).first(where: { $0.name == name }) else { return [] }
        switch parameter.kind {
        case .bool: return ["true", "false"].map { "\(name)=\($0)" }
        case .choice(let options): return options.map { "\(name)=\($0)" }
        case .int, .double: return []
        }
    }

    /// The lesson id already typed after `run`/`show`, skipping options and their values.
    private func lessonArgument(_ words: [String]) -> String? {
        var i = 1
        while i < words.count {
            let word = words[i]
            if ShellCompleter.flags[words[0]]?.takingValue.contains(word) == true {
                i += 2
                continue
            }
            if word.hasPrefix("-") {
                i += 1
                continue
            }
            return word
        }
        return nil
    }
}
