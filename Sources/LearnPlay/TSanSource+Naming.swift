extension TSanSource {
    /// The variable a report is about, by its Swift name, and the words a sentence names it with.
    ///
    /// A global (or a static) is named by its demangled symbol. A heap block is named by the
    /// variable the access line touches, and, when the block is an instance of one of the
    /// file's classes made at a line that binds it (`let flag = Flag()`), by that instance:
    /// `flag.on`. With no name to be found, what is known: the type and the line.
    func name(report: TSanReport, stacks: [TSanStack], accesses: [TSanStack]) -> (subject: String, phrase: String) {
        let touched = accesses.lazy.compactMap { self.variable(at: self.frames($0.frames).first) }.first
        if let mangled = report.lines.lazy.compactMap(TSanSymbolizer.mangledGlobal).first,
            let global = symbols.names[mangled].map(Self.globalName) ?? TSanFinding.globalName("'" + mangled)
        {
            return (global, "`\(global)`")
        }
        let heap = stacks.first { $0.heading.hasPrefix("Location is heap block") }
        if let heap, let made = frames(heap.frames).first?.line, let (instance, type) = instance(at: made) {
            switch (touched, instance) {
            case (let variable?, let instance?): return ("\(instance).\(variable)", "`\(instance).\(variable)`")
            case (let variable?, nil): return (variable, "`\(variable)` of the `\(type)` made at line \(made)")
            case (nil, _): return ("the \(type) made at line \(made)", "a property of the `\(type)` made at line \(made)")
            }
        }
        if let touched {
            return (touched, storage(of: touched, accesses: accesses).map { "the \($0) `\(touched)`'s storage" } ?? "`\(touched)`")
        }
        let line = accesses.lazy.compactMap { self.frames($0.frames).first?.line }.first
        if let heap, let made = frames(heap.frames).first?.line {
            return ("memory made at line \(made)", "memory made at line \(made)")
        }
        let what = line.map { "what line \($0) touches" } ?? "memory outside your file"
        return (what, what)
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
        if let before = words.last(where: { $0.column <= column }) { return before.word }
        if let after = words.first { return after.word }
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
                classes.contains(word.word) && text.dropFirst(word.column - 1 + word.word.count).hasPrefix("(")
            })
        else { return nil }
        let before = String(text.prefix(made.column - 1))
        guard let equals = before.lastIndex(of: "="), before[..<equals].last != "=" else { return (nil, made.word) }
        let bound = Self.words(String(before[..<equals])).last?.word
        return (bound.flatMap { ["let", "var", "self"].contains($0) ? nil : $0 }, made.word)
    }

    /// `array` or `dictionary` when `name` is declared as one (`var items: [Int]`, `var seen = [String: Int]()`,
    /// `var list = [1, 2]`) and the access reaches into its elements: TSan names its storage, not the variable.
    func storage(of name: String, accesses: [TSanStack]) -> String? {
        let indexed = accesses.contains { stack in
            guard let line = frames(stack.frames).first?.line else { return false }
            return lines[line - 1].contains(name + "[")
        }
        guard indexed, let declaration = lines.first(where: { Self.words($0).contains { $0.word == name } && $0.contains("var ") })
        else { return nil }
        let type = declaration.drop { $0 != ":" && $0 != "=" }.dropFirst().trimmingCharacters(in: .whitespaces)
        guard type.hasPrefix("[") else { return nil }
        let inner = type.dropFirst().prefix { $0 != "]" }
        return inner.contains(":") ? "dictionary" : "array"
    }
}
