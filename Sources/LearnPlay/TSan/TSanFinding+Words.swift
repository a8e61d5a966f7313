import LearnLanguage

extension TSanFinding {
    /// The explanation in one English sentence.
    package var sentence: String { sentence(Catalogue(.en)) }

    /// The explanation in `words`' language: the same variable, lines, verbs, threads and
    /// functions in every language, only the words around them change.
    package func sentence(_ words: Catalogue) -> String {
        guard kind.hasPrefix("data race") || kind == "Swift access race" else {
            return words(.tsanOther, kind, Self.at(current.line, words), current.thread, Self.chain(current, words))
        }
        let phrase = variable.words(words)
        let now = Self.verb(current.verb, words)
        guard let previous else {
            return words(.tsanAccess, phrase, Self.at(current.line, words), now, current.thread, Self.chain(current, words))
        }
        return words(
            .tsanRace, phrase, Self.at(current.line, words), now, current.thread, Self.chain(current, words), previous.thread,
            Self.pastVerb(previous.verb, words), Self.at(previous.line, words), Self.chain(previous, words))
    }

    /// TSan's verb of the access told now: `written` → "written", "썼습니다".
    static func verb(_ verb: String, _ words: Catalogue) -> String {
        guard verbs.contains(verb), let key = MessageKey.named("tsan", verb) else { return verb }
        return words(key)
    }

    /// The verbs TSan's report gives an access, each said by the message `tsan…` of its words
    /// (`tsanAtomicallyRead`); any other is shown as TSan wrote it.
    static let verbs: Set = ["written", "read", "atomically written", "atomically read", "accessed"]

    /// The verb of the access told second (`while T1 wrote it`): `written` → "wrote".
    static func pastVerb(_ verb: String, _ words: Catalogue) -> String {
        switch verb {
        case "written": words(.tsanWrote)
        case "atomically written": words(.tsanAtomicallyWrote)
        default: Self.verb(verb, words)
        }
    }

    /// " at line 8", or nothing when the access has no line of the learner's.
    static func at(_ line: Int?, _ words: Catalogue) -> String { line.map { words(.tsanAtLine, $0) } ?? "" }

    /// " (in `helper()`, called from `flip()` at line 7)" when the access is in a function of
    /// the learner's that another of their functions called; "" when the line says it all.
    static func chain(_ access: Access, _ words: Catalogue) -> String {
        guard let inner = access.calls.first, inner.function != .topLevel else { return "" }
        let name = inner.function.words(words)
        if access.calls.count == 1 { return access.line == nil ? words(.tsanChainIn, name) : "" }
        // A caller at the line of the call before it adds nothing (closures nested on one line).
        var kept = [inner]
        for call in access.calls.dropFirst() where call.line != kept.last?.line { kept.append(call) }
        if kept.count == 1 { return access.line == nil ? words(.tsanChainIn, name) : "" }
        let callers = kept.dropFirst().prefix(2).map { call in
            switch (call.function, call.line) {
            case (.topLevel, let line?): words(.tsanCalledAt, line)
            case (.topLevel, nil): words(.tsanCalled)
            case (let function, let line?): words(.tsanCalledFromAt, function.words(words), line)
            case (let function, nil): words(.tsanCalledFrom, function.words(words))
            }
        }
        return words(access.line == nil ? .tsanChainInCalled : .tsanChainCalled, name, callers.joined(separator: ", "))
    }
}

extension TSanFinding.Function {
    /// The function as a sentence names it: "`helper()`", "a closure in `flip()`", "the top level".
    package func words(_ words: Catalogue) -> String {
        switch self {
        case .topLevel: words(.tsanTopLevel)
        case .closure(nil): words(.tsanClosure)
        case .closure(let outer?): words(.tsanClosureIn, outer.words(words))
        case .observer(let property, let observer): words(.tsanObserver, property, observer)
        case .accessor(let property, let kind): words(.tsanAccessor, property, kind)
        case .named(let name): "`\(name)`"
        }
    }
}

extension TSanFinding.Variable {
    /// The variable as a sentence names it: "`count`", "the array `items`'s storage".
    package func words(_ words: Catalogue) -> String {
        switch self {
        case .named(let name): "`\(name)`"
        case .storage(let name, let isDictionary): words(.tsanStorage, words(isDictionary ? .tsanDictionary : .tsanArray), name)
        case .field(let name, let type, let line): words(.tsanFieldOfMade, name, type, line)
        case .property(let type, let line): words(.tsanPropertyOfMade, type, line)
        case .memory(let line): words(.tsanMemoryMade, line)
        case .touchedBy(let line): words(.tsanLineTouches, line)
        case .outside: words(.tsanOutsideFile)
        }
    }
}
