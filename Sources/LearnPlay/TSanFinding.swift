/// One ThreadSanitizer report told at the learner's lines:
/// "`count` at line 8 written on T2 while T1 wrote it at line 8, with nothing ordering them".
package struct TSanFinding: Sendable, Equatable {
    /// One of the two conflicting accesses.
    package struct Access: Sendable, Equatable {
        /// `written` or `read`.
        package var verb: String
        /// TSan's name for the thread: `T2`, `main`.
        package var thread: String
        /// The learner's line, nil when no frame of the report is in the learner's file.
        package var line: Int?
    }

    package var kind: String
    /// What was accessed: a variable's name, or a description when TSan does not say.
    package var subject: String
    package var current: Access
    package var previous: Access?

    /// The explanation in one sentence.
    package var sentence: String {
        let subject = "`\(self.subject)`"
        guard kind.hasPrefix("data race") || kind == "Swift access race" else {
            let at = current.line.map { " at line \($0)" } ?? ""
            return "\(kind)\(at) on \(current.thread)"
        }
        var text = "\(subject)\(Self.at(current.line)) \(current.verb) on \(current.thread)"
        if let previous {
            let verb = previous.verb == "written" ? "wrote" : "read"
            text += " while \(previous.thread) \(verb) it\(Self.at(previous.line)), with nothing ordering them"
        }
        return text
    }

    /// The learner's lines the finding names, in order, without repeats.
    package var lines: [Int] {
        var seen: [Int] = []
        for line in [current.line, previous?.line].compactMap({ $0 }) where !seen.contains(line) { seen.append(line) }
        return seen
    }

    private static func at(_ line: Int?) -> String { line.map { " at line \($0)" } ?? "" }
}

extension TSanFinding {
    /// Reads a report whose frames name `compiledPath` (the copy of the learner's file the
    /// compiler saw); `text` is the learner's text, for names TSan does not give.
    package init(report: TSanReport, compiledPath: String, text: String) {
        let sourceLines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let stacks = report.stacks
        let accesses = stacks.prefix(2).map { stack in
            Access(
                verb: Self.verb(stack.heading), thread: Self.thread(stack.heading),
                line: Self.firstLine(stack.frames, in: compiledPath, limit: sourceLines.count))
        }
        self.kind = report.kind
        self.current = accesses.first ?? Access(verb: "accessed", thread: "?", line: nil)
        self.previous = accesses.count > 1 && stacks[1].heading.lowercased().hasPrefix("previous") ? accesses[1] : nil
        let located = report.lines.first { $0.contains("Location is global '") }.flatMap(Self.globalName)
        let guessed = current.line.flatMap { line -> String? in
            let column = Self.firstColumn(stacks.first?.frames ?? [], in: compiledPath)
            return Self.identifier(in: sourceLines[line - 1], before: column)
        }
        self.subject = located ?? guessed ?? "a value"
    }

    static func verb(_ heading: String) -> String {
        let lower = heading.lowercased()
        return lower.contains("write") || lower.contains("modifying") ? "written" : "read"
    }

    /// `… by thread T2:` → `T2`; `… by main thread:` → `main`.
    static func thread(_ heading: String) -> String {
        if heading.contains("by main thread") { return "main" }
        guard let range = heading.range(of: "by thread ") else { return "?" }
        return String(heading[range.upperBound...].prefix { $0.isLetter || $0.isNumber })
    }

    /// The line of the first frame in the learner's file (`path:12:3`).
    static func firstLine(_ frames: [String], in path: String, limit: Int) -> Int? {
        for frame in frames {
            guard let (line, _) = location(frame, path: path), line >= 1, line <= limit else { continue }
            return line
        }
        return nil
    }

    static func firstColumn(_ frames: [String], in path: String) -> Int? {
        frames.lazy.compactMap { location($0, path: path) }.first?.1
    }

    private static func location(_ frame: String, path: String) -> (Int, Int?)? {
        guard let range = frame.range(of: path + ":") else { return nil }
        let numbers = frame[range.upperBound...].prefix { $0.isNumber || $0 == ":" }.split(separator: ":")
        guard let line = numbers.first.flatMap({ Int($0) }) else { return nil }
        return (line, numbers.dropFirst().first.flatMap { Int($0) })
    }

    /// `Location is global '$s4main5countSivp' …` → `count` (a top-level variable of the file's module).
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
