/// One ThreadSanitizer report told at the learner's lines:
/// "`count` at line 8 written on T2 while T1 wrote it at line 8, with nothing ordering them".
/// The finding holds the facts (lines, verbs, threads, names); ``sentence(_:)`` tells them in
/// a language's words (TSanFinding+Words).
package struct TSanFinding: Sendable, Equatable {
    /// One of the two conflicting accesses.
    package struct Access: Sendable, Equatable {
        /// As TSan says it: `written`, `read`, `atomically written`, `atomically read`.
        package var verb: String
        /// TSan's name for the thread: `T2`, `main`.
        package var thread: String
        /// The learner's line, nil when no frame of the report is in the learner's file.
        package var line: Int?
        /// The functions of the learner's file the access is in, innermost first, each with
        /// the line it is at (the first is `line`).
        package var calls: [Call] = []

        /// `write` or `read`: the verb without its tense or atomicity.
        package var kind: String { verb.hasSuffix("written") ? "write" : "read" }
    }

    /// A function of the learner's file on an access's stack.
    package struct Call: Sendable, Equatable {
        /// Which function: "`helper()`", "a closure in `flip()`", "the top level" in words.
        package var function: Function
        /// Nil for code the compiler gave no line.
        package var line: Int?
        /// A property's getter, setter or observer: an access in it is its caller's statement.
        package var isAccessor = false
    }

    /// A function of the learner's as a sentence names it.
    package indirect enum Function: Sendable, Equatable {
        /// The file's top-level code (`main`).
        case topLevel
        /// A closure, in the function it is written in when that is known.
        case closure(in: Function?)
        /// A property's `didSet` or `willSet`.
        case observer(property: String, observer: String)
        /// A property's getter, setter, modify…: (`target`, `setter`).
        case accessor(property: String, kind: String)
        /// Any other function, by its Swift name (`helper()`, `Flag.init`).
        case named(String)
    }

    /// The variable a report is about, as a sentence names it.
    package enum Variable: Sendable, Equatable {
        /// By its Swift name: `count`, `flag.on`, `Settings.volume`.
        case named(String)
        /// The storage of an array (or a dictionary): `items`, `samples.values`.
        case storage(name: String, isDictionary: Bool)
        /// A property of an instance the file made at a line but bound to no name.
        case field(String, type: String, line: Int)
        /// Some property of an instance the file made at a line.
        case property(type: String, line: Int)
        /// A heap block made at a line.
        case memory(line: Int)
        /// Whatever a line touches.
        case touchedBy(line: Int)
        /// Memory with no frame in the learner's file.
        case outside
    }

    package var kind: String
    /// The variable by its Swift name (`count`, `flag.on`, `Settings.volume`), or what is
    /// known of it (`the Flag made at line 17`) when it has none.
    package var subject: String
    /// How the sentence names the variable: "`count`", "the array `items`'s storage".
    package var variable: Variable
    package var current: Access
    package var previous: Access?

    /// The learner's lines the finding names, in order, without repeats.
    package var lines: [Int] {
        var seen: [Int] = []
        for line in [current.line, previous?.line].compactMap({ $0 }) where !seen.contains(line) { seen.append(line) }
        return seen
    }

    /// Each access as (write or read, line, variable): what a test of the sentence checks.
    package var accesses: [(kind: String, line: Int?, subject: String)] {
        [current, previous].compactMap { $0 }.map { ($0.kind, $0.line, subject) }
    }
}

extension TSanFinding {
    /// Reads a report whose frames name `compiledPath` (the copy of the learner's file the
    /// compiler saw); `text` is the learner's text, for names TSan does not give; `symbols`
    /// has the lines and Swift names the toolchain's symbolizer found for the report.
    package init(report: TSanReport, compiledPath: String, text: String, symbols: TSanSymbols = TSanSymbols()) {
        let source = TSanSource(text: text, path: compiledPath, symbols: symbols)
        let stacks = report.frameStacks.map { TSanStack(heading: $0.heading, frames: $0.frames.map(symbols.resolved)) }
        var accessStacks = stacks.prefix(2).filter { !$0.heading.hasPrefix("Location is") && !$0.heading.hasPrefix("Thread ") }
        var named = source.name(report: report, stacks: stacks, accesses: accessStacks)
        let hinted = accessStacks.map { source.hinted($0, naming: named.subject) }
        if hinted == accessStacks, !accessStacks.contains(where: { source.touched($0.frames) != nil }) {
            // No access had a line to name the variable by: a hint that names one of the
            // file's variables is taken, and the variable named again from it.
            let guessed = accessStacks.map { source.hinted($0, naming: nil) }
            if guessed != accessStacks { named = source.name(report: report, stacks: stacks, accesses: guessed) }
            accessStacks = guessed
        } else {
            accessStacks = hinted
        }
        let accesses = accessStacks.map { stack in
            Access(
                verb: Self.verb(stack.heading), thread: Self.thread(stack.heading),
                line: Self.line(source.calls(stack.frames)), calls: source.calls(stack.frames))
        }
        self.kind = report.kind
        self.current = accesses.first ?? Access(verb: "accessed", thread: "?", line: nil)
        let previous = accessStacks.count > 1 && accessStacks[1].heading.lowercased().hasPrefix("previous")
        self.previous = previous ? accesses[1] : nil
        self.subject = named.subject
        self.variable = named.variable
    }

    /// The line of the innermost call, or of its caller when it is an accessor the compiler
    /// gave no line (the caller's statement reads or sets the property); nil when the
    /// learner's code there has no line (the sentence then names the function).
    static func line(_ calls: [Call]) -> Int? {
        guard let first = calls.first else { return nil }
        return first.line ?? (first.isAccessor ? calls.dropFirst().first?.line : nil)
    }

    /// TSan's heading → the verb: `Write of size 8` and `Modifying access` are writes,
    /// `Read of size 8` and `Read access` reads, `Atomic write` an atomic write.
    static func verb(_ heading: String) -> String {
        var lower = heading.lowercased()
        if lower.hasPrefix("previous ") { lower = String(lower.dropFirst("previous ".count)) }
        let written = lower.hasPrefix("write") || lower.hasPrefix("atomic write") || lower.hasPrefix("modifying")
        return (lower.hasPrefix("atomic") ? "atomically " : "") + (written ? "written" : "read")
    }

    /// `… by thread T2:` → `T2`; `… by main thread:` → `main`.
    static func thread(_ heading: String) -> String {
        if heading.contains("by main thread") { return "main" }
        guard let range = heading.range(of: "by thread ") else { return "?" }
        return String(heading[range.upperBound...].prefix { $0.isLetter || $0.isNumber })
    }

    /// `Location is global '$s4main5countSivp' …` → `count` (a top-level variable of the file's
    /// module), read from the mangling when swift-demangle was not there to ask.
    static func globalName(_ line: String) -> String? {
        guard let start = line.range(of: "'$s")?.upperBound else { return nil }
        var rest = line[start...]
        var names: [String] = []
        while names.count < 2, let digits = Int(String(rest.prefix { $0.isNumber })), digits > 0 {
            rest = rest.dropFirst(String(digits).count)
            names.append(String(rest.prefix(digits)))
            rest = rest.dropFirst(digits)
        }
        return names.count == 2 ? names[1] : nil
    }

    /// The last identifier that starts before `column` (1-based) on `line`: the variable the access is to.
    static func identifier(in line: String, before column: Int?) -> String? {
        let chars = Array(line)
        let limit = min(chars.count, max(0, (column ?? chars.count + 1) - 1))
        var found: String?
        var i = 0
        let keywords: Set<String> = ["let", "var", "self", "if", "for", "in", "while", "return", "try", "await", "guard", "else"]
        while i < chars.count {
            if chars[i].isLetter || chars[i] == "_" {
                let start = i
                while i < chars.count, chars[i].isLetter || chars[i].isNumber || chars[i] == "_" { i += 1 }
                let word = String(chars[start..<i])
                if start <= limit, !keywords.contains(word) { found = word }
                if start > limit { break }
            } else {
                i += 1
            }
        }
        return found
    }
}
