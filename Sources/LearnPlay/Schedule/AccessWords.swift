import LearnTrace

/// The variable a memory access of the learner's line touches, read from the line at the column
/// the debug information gives: `count` in `count += 1` (the column of `+=`), `box.n` in
/// `box.n = 3`, `items` in `items.append(1)` (the column of `append`). Nil when the line does not
/// say it plainly: the gate is then said without a name (`reads memory`), never with a wrong one.
package enum AccessWords {
    private static let keywords: Set<String> = [
        "let", "var", "if", "else", "guard", "return", "for", "in", "while", "func", "self", "try", "await", "case", "switch",
    ]

    /// Methods a learner calls with a trailing closure on the value they read (`queue.sync { }`).
    private static let trailingClosureMethods: Set<String> = [
        "sync", "async", "asyncAfter", "asyncAndWait", "notify", "withLock", "forEach", "map", "filter", "perform",
    ]

    package static func subject(_ line: String, column: Int) -> String? {
        let bytes = Array(line.utf8)
        let at = column - 1
        guard at >= 0, at < bytes.count else { return nil }
        if isIdentifier(bytes[at]) {
            var end = at
            while end < bytes.count, isIdentifier(bytes[end]) { end += 1 }
            var start = at
            while start > 0, isIdentifier(bytes[start - 1]) { start -= 1 }
            let name = String(decoding: bytes[start..<end], as: UTF8.self)
            let next = bytes[end...].first { $0 != UInt8(ascii: " ") }
            // `Task { … }`, `Thread { … }`: a type made with a trailing closure is a call, and the
            // store of what it made (`let producer = Task { … }`) is at its column: no variable
            // of that name (said `memory`, never `Task`)
            let typeName = bytes[start] >= UInt8(ascii: "A") && bytes[start] <= UInt8(ascii: "Z")
            if next == UInt8(ascii: "{"), typeName, start == 0 || bytes[start - 1] != UInt8(ascii: ".") { return nil }
            // `queue.sync { … }`: a method called with a trailing closure is a call too
            let calls = next == UInt8(ascii: "(") || (next == UInt8(ascii: "{") && trailingClosureMethods.contains(name))
            if calls {  // a method: what it is called on
                guard start > 0, bytes[start - 1] == UInt8(ascii: ".") else { return nil }
                return chain(bytes, endingBefore: start - 1)
            }
            return chain(bytes, endingBefore: end)
        }
        guard "+-*/=<>!&|^%".utf8.contains(bytes[at]) else { return nil }
        var end = at
        while end > 0, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
        return chain(bytes, endingBefore: end)
    }

    /// The column (1-based, its last character) of the variable a statement at `column` modifies,
    /// when the line says so plainly there: `text.body` in `text.body += w`, `counts.byWord` in
    /// `counts.byWord[w, default: 0] += 1` (from the column of `counts`, of `w` or of `[`),
    /// `grid.cells` in `grid.cells[i] = 1`. Such a statement is a name (then `.name`s), at most one
    /// subscript, and an assignment (`=`, `+=`, …); `column` lies between its first character and
    /// its operator. Nil when no such statement, or more than one, holds the column.
    package static func modifiedColumn(_ line: String, column: Int) -> Int? {
        let bytes = Array(line.utf8)
        let at = column - 1
        guard at >= 0, at < bytes.count else { return nil }
        var found: [Int] = []
        var start = 0
        while start < bytes.count {
            defer { start += 1 }
            guard isIdentifier(bytes[start]), !(48...57).contains(bytes[start]),
                start == 0 || !(isIdentifier(bytes[start - 1]) || bytes[start - 1] == UInt8(ascii: "."))
            else { continue }
            var end = start
            while end < bytes.count, isIdentifier(bytes[end]) || bytes[end] == UInt8(ascii: ".") { end += 1 }
            guard bytes[end - 1] != UInt8(ascii: "."), start <= at else { continue }
            let last = end
            var i = end
            if i < bytes.count, bytes[i] == UInt8(ascii: "[") {
                var depth = 0
                while i < bytes.count {
                    if bytes[i] == UInt8(ascii: "[") { depth += 1 }
                    if bytes[i] == UInt8(ascii: "]") {
                        depth -= 1
                        if depth == 0 { break }
                    }
                    i += 1
                }
                guard i < bytes.count else { continue }
                i += 1
            }
            while i < bytes.count, bytes[i] == UInt8(ascii: " ") { i += 1 }
            var op = i
            while op < bytes.count, "+-*/%&|^<>".utf8.contains(bytes[op]) { op += 1 }
            guard op - i <= 3, op < bytes.count, bytes[op] == UInt8(ascii: "="),
                op + 1 >= bytes.count || bytes[op + 1] != UInt8(ascii: "="), !(op == i + 1 && "<>".utf8.contains(bytes[i])),
                at < i, !keywords.contains(String(decoding: bytes[start..<last], as: UTF8.self))
            else { continue }
            found.append(last)
        }
        return found.count == 1 ? found[0] : nil
    }

    /// Whether `subject` is subscripted on `line` (`counts[key] += 1`): its accesses there are of an
    /// element, and Swift's marker is the only access of the whole variable.
    package static func subscripted(_ subject: String, on line: String) -> Bool {
        var rest = line[...]
        while let range = rest.range(of: subject) {
            let after = rest[range.upperBound...].drop { $0 == " " }
            let before = range.lowerBound == line.startIndex ? nil : line[line.index(before: range.lowerBound)]
            let standsAlone = before.map { $0.asciiValue.map { !isIdentifier($0) && $0 != UInt8(ascii: ".") } ?? false } ?? true
            if after.first == "[", standsAlone { return true }
            rest = rest[range.upperBound...]
        }
        return false
    }

    /// The gate of a call at `column` when the line calls a lock there: `.lock("lock")` for
    /// `lock.lock()` (NSLock, NSRecursiveLock, NSCondition: named by the variable), `.unlock`,
    /// `.lock("mutex")` for `pthread_mutex_lock(&m)`, `.join` for `pthread_join`; nil for any
    /// other call.
    package static func lockCall(_ line: String, column: Int) -> GateFact? {
        let bytes = Array(line.utf8)
        var start = column - 1
        guard start >= 0, start < bytes.count, isIdentifier(bytes[start]) else { return nil }
        while start > 0, isIdentifier(bytes[start - 1]) { start -= 1 }
        var end = start
        while end < bytes.count, isIdentifier(bytes[end]) { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: "(") else { return nil }
        let name = String(decoding: bytes[start..<end], as: UTF8.self)
        switch name {
        case "pthread_mutex_lock": return .lock("mutex")
        case "pthread_mutex_unlock": return .unlock("mutex")
        case "pthread_join": return .join
        case "lock", "unlock":
            guard end + 1 < bytes.count, bytes[end + 1] == UInt8(ascii: ")"), start > 0, bytes[start - 1] == UInt8(ascii: "."),
                let receiver = chain(bytes, endingBefore: start - 1)
            else { return nil }
            return name == "lock" ? .lock(receiver) : .unlock(receiver)
        default: return nil
        }
    }

    /// What a write at a line names, given what the line's words at its column said (`subject`):
    /// no thread writes a constant after it is made (`constants`), so a write said to be of one is
    /// the line's other store. On an `async let first = account.withdraw(80)` line that is the
    /// child task's result going into `first`; on any other line the write is said without a name
    /// (`memory`) — except on the line that makes the constant, which writes it.
    package static func written(_ subject: String, on line: String, constants: Set<String>) -> String {
        let declared = String(subject.split(separator: ".").last ?? "")
        guard constants.contains(declared) else { return subject }
        let words = line.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        if let at = words.firstIndex(of: "async"), at + 2 < words.count, words[at + 1] == "let" {
            return String(words[at + 2])
        }
        if let at = words.firstIndex(where: { $0 == "let" || $0 == "var" }), at + 1 < words.count, words[at + 1] == declared {
            return subject
        }
        return "memory"
    }

    /// The names the file declares only with `let` (never with `var`): constants no thread writes
    /// after they are made.
    package static func constants(in text: String) -> Set<String> {
        var lets = Set<String>()
        var vars = Set<String>()
        let words = text.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        for (word, next) in zip(words, words.dropFirst()) {
            if word == "let" { lets.insert(String(next)) }
            if word == "var" { vars.insert(String(next)) }
        }
        return lets.subtracting(vars)
    }

    /// The dotted name (`box.n`, `self.count` said `count`) that ends just before `end`; a
    /// subscript's brackets are skipped (`items[i]` is `items`).
    private static func chain(_ bytes: [UInt8], endingBefore end: Int) -> String? {
        var end = end
        if end > 0, bytes[end - 1] == UInt8(ascii: "]") {
            var depth = 0
            var i = end - 1
            while i >= 0 {
                if bytes[i] == UInt8(ascii: "]") { depth += 1 }
                if bytes[i] == UInt8(ascii: "[") {
                    depth -= 1
                    if depth == 0 { break }
                }
                i -= 1
            }
            guard i > 0 else { return nil }
            end = i
        }
        var start = end
        while start > 0, isIdentifier(bytes[start - 1]) || bytes[start - 1] == UInt8(ascii: ".") { start -= 1 }
        var name = String(decoding: bytes[start..<end], as: UTF8.self)
        if name.hasPrefix("self.") { name.removeFirst(5) }
        guard let first = name.utf8.first, !(48...57).contains(first), first != UInt8(ascii: "."), !name.hasSuffix("."),
            !keywords.contains(name), !name.isEmpty
        else { return nil }
        return name
    }

    private static func isIdentifier(_ byte: UInt8) -> Bool {
        (65...90).contains(byte) || (97...122).contains(byte) || (48...57).contains(byte) || byte == UInt8(ascii: "_")
    }
}
