import LearnShell
import LearnTrace

/// Tab completion at the prompt: commands, lesson ids, variants, parameter names, views.
public struct ShellCompleter {
    let session: Session

    public init(session: Session) { self.session = session }

    /// Options of `run` that take a value (their value is not the lesson id).
    static let valueOptions: Set<String> = ["--variant", "--set", "--seed", "--pace", "--trace-out", "--lessons"]
    static let runFlags = ["--json", "--lessons", "--no-color", "--pace", "--seed", "--set", "--step", "--trace-out", "--variant"]

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
            return words.count == 1 ? TraceView.names : []
        case ("help", _):
            return words.count == 1 ? ShellGrammar.commandNames : []
        case ("run", _), ("show", _):
            if partial.hasPrefix("-") { return command == "run" ? ShellCompleter.runFlags : ["--lessons", "--no-color"] }
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
            if ShellCompleter.valueOptions.contains(word) { i += 2; continue }
            if word.hasPrefix("-") { i += 1; continue }
            return word
        }
        return nil
    }
}
