extension TSanSource {
    /// The variable a report is about, by its Swift name, and the words a sentence names it with.
    ///
    /// A global (or a static) is named by its demangled symbol. A heap block is named by the
    /// variable the access line touches, and, when the block is an instance of one of the
    /// file's classes made at a line that binds it (`let flag = Flag()`), by that instance:
    /// `flag.on`. With no name to be found, what is known: the type and the line.
    func name(report: TSanReport, stacks: [TSanStack], accesses: [TSanStack]) -> (subject: String, variable: TSanFinding.Variable) {
        // The innermost frame in the file, and only when it has a line: a caller's line names
        // what the caller touched (`ticker.onTick()`), not the variable.
        let touched = accesses.lazy.compactMap { self.touched($0.frames) }.first
        if let mangled = report.lines.lazy.compactMap(TSanSymbolizer.mangledGlobal).first,
            let global = symbols.names[mangled].map(Self.globalName) ?? TSanFinding.globalName("'" + mangled)
        {
            return (global, .named(global))
        }
        let heap = stacks.first { $0.heading.hasPrefix("Location is heap block") }
        if let heap, let storage = storage(madeBy: heap.frames) { return storage }
        // A block made at a line that touches a collection (`scores[player, default: 0] += 1`
        // growing a dictionary) is that collection's storage.
        if let heap, let made = frames(heap.frames).first?.line, let touched,
            Self.words(lines[made - 1]).contains(where: { $0.word == touched }), let kind = collectionKind(of: touched)
        {
            return (touched, .storage(name: touched, isDictionary: kind == "dictionary"))
        }
        if let heap, let made = frames(heap.frames).first?.line, let (instance, type) = instance(at: made) {
            switch (touched, instance) {
            case (let variable?, let instance?): return ("\(instance).\(variable)", .named("\(instance).\(variable)"))
            case (let variable?, nil): return (variable, .field(variable, type: type, line: made))
            case (nil, _): return ("the \(type) made at line \(made)", .property(type: type, line: made))
            }
        }
        if let touched { return (touched, .named(touched)) }
        let line = accesses.lazy.compactMap { self.frames($0.frames).first?.line }.first
        if let heap, let made = frames(heap.frames).first?.line {
            return ("memory made at line \(made)", .memory(line: made))
        }
        return (line.map { "what line \($0) touches" } ?? "memory outside your file", line.map { .touchedBy(line: $0) } ?? .outside)
    }

    /// The variable the innermost frame in the file touches: the property whose accessor it
    /// is (`Thermostat.target.setter` → `target`), or the one its line names.
    func touched(_ frames: [TSanFrame]) -> String? {
        // The access itself in an accessor the compiler made (`<compiler-generated>`, no file of
        // the learner's): it touches that property, whatever the caller in the file is.
        if let access = frames.first, !access.isIn(path), access.line == nil {
            let parts = Self.components(symbols.name(access.symbol))
            if let last = parts.last, Self.accessors.contains(last), parts.count >= 2, variables.contains(parts[parts.count - 2]) {
                return parts[parts.count - 2]
            }
        }
        guard let inner = frames.first(where: { $0.isIn(path) }) else { return nil }
        let name = symbols.name(inner.symbol)
        if Self.isAccessor(name) {
            let parts = Self.components(name)
            return parts.count >= 2 && variables.contains(parts[parts.count - 2]) ? parts[parts.count - 2] : nil
        }
        return variable(at: inner)
    }

    /// `static Settings.volume` → `Settings.volume`; `count` stays `count`.
    static func globalName(_ demangled: String) -> String {
        demangled.hasPrefix("static ") ? String(demangled.dropFirst("static ".count)) : demangled
    }

    /// The variable of the file the code at `frame` touches: of the names the file declares
    /// with `var`, the one on the line nearest before the column (or the first after it).
    func variable(at frame: TSanFrame?) -> String? {
        guard let frame, let line = frame.line else { return nil }
        let words = Self.words(lines[line - 1]).filter { variables.contains($0.word) && !["self"].contains($0.word) }
        let column = frame.column ?? Int.max
        if let found = words.last(where: { $0.column <= column }) ?? words.first {
            // `point.x` when `point` is a variable too (a struct's field); `self.x` stays `x`.
            let before = lines[line - 1].prefix(found.column - 1)
            if before.hasSuffix("."), let owner = Self.words(String(before.dropLast())).last,
                owner.column + owner.word.count == found.column - 1, variables.contains(owner.word)
            {
                return owner.word + "." + found.word
            }
            return found.word
        }
        return TSanFinding.identifier(in: lines[line - 1], before: frame.column)
            .flatMap { variables.contains($0) ? $0 : nil }
    }

    /// A block made at `line` by `Name(…)`, `Name` one of the file's classes: the variable it
    /// is bound to there (`let flag = Flag()` → `flag`, `self.model = Model()` → `model`) and its type.
    func instance(at line: Int) -> (instance: String?, type: String)? {
        let text = lines[line - 1]
        let words = Self.words(text)
        guard
            let made = words.first(where: { word in
                classes.contains(word.word) && Self.isCall(text.dropFirst(word.column - 1 + word.word.count))
            })
        else { return nil }
        let before = String(text.prefix(made.column - 1))
        guard let equals = before.lastIndex(of: "="), before[..<equals].last != "=" else { return (nil, made.word) }
        let bound = Self.words(String(before[..<equals])).last?.word
        return (bound.flatMap { ["let", "var", "self"].contains($0) ? nil : $0 }, made.word)
    }

    /// `(…` or `<Int>(…` after a type's name: the type is called, an instance made.
    static func isCall(_ rest: Substring) -> Bool {
        guard rest.hasPrefix("<") else { return rest.hasPrefix("(") }
        var depth = 0
        for (offset, char) in rest.enumerated() {
            if char == "<" { depth += 1 }
            if char == ">" { depth -= 1 }
            if depth == 0 { return rest.dropFirst(offset + 1).hasPrefix("(") }
        }
        return false
    }

    /// A block an initializer of one of the file's classes made with no line of its own: the
    /// storage of the class's one collection property (`var values = [0, 0]`), named with
    /// the instance the caller binds (`the array `samples.values`'s storage`).
    func storage(madeBy frames: [TSanFrame]) -> (subject: String, variable: TSanFinding.Variable)? {
        let mine = frames.filter { $0.isIn(path) }
        guard let inner = mine.first, inner.line == nil else { return nil }
        let parts = Self.components(symbols.name(inner.symbol))
        guard let last = parts.last, last.hasPrefix("__allocating_init") || last.hasPrefix("init"),
            let type = parts.dropLast().last, classes.contains(type),
            let property = collectionProperty(of: type)
        else { return nil }
        let instance = mine.dropFirst().lazy.compactMap(\.line).first.flatMap { self.instance(at: $0)?.instance }
        let subject = instance.map { "\($0).\(property.name)" } ?? property.name
        return (subject, .storage(name: subject, isDictionary: property.kind == "dictionary"))
    }

    /// The one `var` of class `type` declared as an array or a dictionary, with which it is.
    func collectionProperty(of type: String) -> (name: String, kind: String)? {
        guard
            let start = lines.firstIndex(where: {
                Self.words($0).map(\.word).starts(with: ["final", "class", type])
                    || Self.words($0).map(\.word).starts(with: ["class", type])
            })
        else { return nil }
        var found: [(name: String, kind: String)] = []
        for line in lines[(start + 1)...] {
            if line.hasPrefix("}") { break }
            let words = Self.words(line).map(\.word)
            guard let index = words.firstIndex(of: "var"), index + 1 < words.count else { continue }
            let name = words[index + 1]
            if let kind = collectionKind(declaration: line) { found.append((name, kind)) }
        }
        return found.count == 1 ? found[0] : nil
    }

    /// `array` or `dictionary` when the file declares `name` as one (`var name: [String: Int]`).
    func collectionKind(of name: String) -> String? {
        let declaration = lines.first { line in
            let words = Self.words(line).map(\.word)
            return zip(words, words.dropFirst()).contains { $0 == "var" && $1 == name }
        }
        return declaration.flatMap(collectionKind(declaration:))
    }

    /// `array` or `dictionary` for a declaration whose type or value starts with `[`.
    func collectionKind(declaration: String) -> String? {
        let type = declaration.drop { $0 != ":" && $0 != "=" }.dropFirst().trimmingCharacters(in: .whitespaces)
        guard type.hasPrefix("[") else { return nil }
        let inner = type.dropFirst().prefix { $0 != "]" }
        return inner.contains(":") ? "dictionary" : "array"
    }
}
