/// The learner's file as a ThreadSanitizer finding reads it: which frames are theirs, what
/// their functions are called, and which variable a line touches.
struct TSanSource {
    let lines: [String]
    /// The path the compiler saw the file at: frames in the file name it.
    let path: String
    let symbols: TSanSymbols
    /// Every name the file declares with `var` (globals, properties, statics, locals).
    let variables: Set<String>
    /// Every class or actor the file declares: a heap block made by `Name(…)` is one of them.
    let classes: Set<String>

    init(text: String, path: String, symbols: TSanSymbols) {
        self.lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        self.path = path
        self.symbols = symbols
        var variables: Set<String> = []
        var classes: Set<String> = []
        for line in lines {
            let words = Self.words(line).map(\.word)
            for (index, word) in words.enumerated().dropLast() {
                if word == "var" { variables.insert(words[index + 1]) }
                if word == "class" || word == "actor" { classes.insert(words[index + 1]) }
            }
        }
        self.variables = variables
        self.classes = classes
    }

    /// The frames in the learner's file with a line of it, innermost first.
    func frames(_ frames: [TSanFrame]) -> [TSanFrame] {
        frames.filter { $0.isIn(path) && ($0.line ?? 0) >= 1 && ($0.line ?? 0) <= lines.count }
    }

    /// The learner's functions on a stack, from the innermost frame in their file outwards, as
    /// long as the calls stay in its binary (thunks and support code between them are skipped). An
    /// innermost frame with no line at all (an accessor the compiler made for a property with
    /// observers) is kept without one: the line is its caller's.
    func calls(_ stack: [TSanFrame]) -> [TSanFinding.Call] {
        guard let first = stack.firstIndex(where: { $0.isIn(path) }) else { return [] }
        var calls: [TSanFinding.Call] = []
        for frame in stack[first...] {
            // Thunks and learn's own support code (`trace.span`) are in the same binary: skipped.
            if !frame.isIn(path) && frame.module == stack[first].module { continue }
            let line = frames([frame]).first?.line
            guard line != nil || (frame.isIn(path) && calls.allSatisfy { $0.line == nil }) else { break }
            let name = symbols.name(frame.symbol)
            calls.append(TSanFinding.Call(function: Self.function(name), line: line, isAccessor: Self.isAccessor(name)))
        }
        return calls
    }

    /// `stack` with its innermost frame in the file given the symbolizer's next line, when that
    /// frame has none and the next line names the variable (`balance += amount` for `account.balance`).
    /// With no subject, when the next line names any variable the file declares with `var`.
    func hinted(_ stack: TSanStack, naming subject: String?) -> TSanStack {
        guard let index = stack.frames.firstIndex(where: { $0.isIn(path) }), stack.frames[index].line == nil,
            let offset = stack.frames[index].offset, let hint = symbols.nextLines[offset], hint.line <= lines.count
        else { return stack }
        let names = subject.map { [String($0.split(separator: ".").last ?? "")] } ?? Array(variables)
        guard Self.words(lines[hint.line - 1]).contains(where: { names.contains($0.word) }) else { return stack }
        var stack = stack
        stack.frames[index].line = hint.line
        stack.frames[index].column = hint.column
        return stack
    }

    static let accessors = ["getter", "setter", "modify", "read", "unsafeAddressor", "didset", "willset"]

    /// `Flag.on.setter` and the like: code the compiler makes for a property.
    static func isAccessor(_ name: String) -> Bool { components(name).last.map(accessors.contains) ?? false }

    /// How a sentence names a function from its Swift name (`Flag.helper()` → "`helper()`").
    static func function(_ name: String) -> TSanFinding.Function {
        if name == "main" || name == "async_Main" { return .topLevel }
        if name.hasPrefix("closure #") || name.hasPrefix("implicit closure #") {
            // A closure in a closure in `run()` is told as "a closure in `run()`".
            var rest = Substring(name)
            while rest.hasPrefix("closure #") || rest.hasPrefix("implicit closure #"), let range = rest.range(of: " in ") {
                rest = rest[range.upperBound...]
            }
            return .closure(in: rest.isEmpty ? nil : function(String(rest)))
        }
        let parts = components(name)
        guard let last = parts.last else { return .named(name) }
        let observers = ["didset": "didSet", "willset": "willSet"]
        if let observer = observers[last], parts.count >= 2 { return .observer(property: parts[parts.count - 2], observer: observer) }
        if accessors.contains(last), parts.count >= 2 {
            return .accessor(property: parts[parts.count - 2], kind: last)
        }
        if last.hasPrefix("__allocating_init") || last.hasPrefix("init") {
            return .named(parts.suffix(2).joined(separator: ".").replacingOccurrences(of: "__allocating_init", with: "init"))
        }
        return .named(last)
    }

    /// `Flag.deposit(_:)` → [`Flag`, `deposit(_:)`]: the dots outside parentheses split it.
    static func components(_ name: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        for char in name {
            if char == "(" || char == "<" || char == "[" { depth += 1 }
            if char == ")" || char == ">" || char == "]" { depth -= 1 }
            if char == ".", depth == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(char)
            }
        }
        parts.append(current)
        return parts.filter { !$0.isEmpty }
    }

    /// Identifiers on a line with the column each starts at (1-based); the text of string
    /// literals and comments is skipped.
    static func words(_ line: String) -> [(word: String, column: Int)] {
        let chars = Array(line)
        var words: [(word: String, column: Int)] = []
        var i = 0
        var inString = false
        while i < chars.count {
            let char = chars[i]
            if char == "\"" { inString.toggle() }
            if !inString, char == "/", i + 1 < chars.count, chars[i + 1] == "/" { break }
            if !inString, char.isLetter || char == "_", i == 0 || !(chars[i - 1].isNumber || chars[i - 1] == "$") {
                let start = i
                while i < chars.count, chars[i].isLetter || chars[i].isNumber || chars[i] == "_" { i += 1 }
                words.append((String(chars[start..<i]), start + 1))
                continue
            }
            i += 1
        }
        return words
    }
}
