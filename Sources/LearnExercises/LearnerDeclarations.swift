import Foundation
import LearnPlay
import Synchronization

/// What a Swift file declares at its top level, as the compiler's parser reads it
/// (`swift-frontend -dump-parse`): functions, variables, types, operators and extensions, each with
/// its line. The parser's dump leaves out what sits under `#if`, and a comment or a string can
/// never hide an `extension` from a reading of the raw text: so every `extension NAME` in the text
/// and every declaration between `#if` and `#endif` is added from the text itself.
package struct LearnerDeclarations: Sendable, Equatable {
    package enum Kind: String, Sendable {
        case function, variable, type, `operator`, `extension`
    }

    package struct Item: Sendable, Equatable {
        package let kind: Kind
        /// The base name (`zip` for `zip(_:_:)`, `+` for an operator, `Array` for `extension Swift.Array`).
        package let name: String
        package let line: Int
    }

    package var items: [Item] = []

    package func names(_ kinds: Set<Kind>) -> Set<String> { Set(items.filter { kinds.contains($0.kind) }.map(\.name)) }

    /// The declarations of `text`; nil when the parser cannot be run or its dump is not understood.
    package static func read(_ text: String, toolchain: Toolchain) -> LearnerDeclarations? {
        if let known = cache.withLock({ $0[text] }) { return known }
        guard let dump = ParseDump.run(text, toolchain: toolchain) else { return nil }
        guard let parsed = parse(dump: dump) else { return nil }
        var declarations = parsed
        declarations.items += raw(text)
        cache.withLock { $0[text] = declarations }
        return declarations
    }

    private static let cache = Mutex<[String: LearnerDeclarations]>([:])

    /// The top-level declarations of a `-dump-parse` dump: the lines two spaces in.
    static func parse(dump: String) -> LearnerDeclarations? {
        let lines = dump.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.contains(where: { $0.hasPrefix("(source_file ") }) else { return nil }
        var found = LearnerDeclarations()
        for line in lines where line.hasPrefix("  (") && !line.hasPrefix("   ") {
            let kindWord = line.dropFirst(3).prefix { $0 != " " && $0 != ")" }
            guard let kind = kind(of: String(kindWord)), let quoted = firstQuoted(line) else { continue }
            let lineNumber = rangeLine(line) ?? 0
            found.items.append(Item(kind: kind, name: baseName(quoted, kind: kind), line: lineNumber))
        }
        return found
    }

    static func kind(of word: String) -> Kind? {
        switch word {
        case "func_decl", "macro_decl": .function
        case "var_decl": .variable
        case "class_decl", "struct_decl", "enum_decl", "protocol_decl", "typealias", "associated_type_decl": .type
        case "infix_operator_decl", "prefix_operator_decl", "postfix_operator_decl", "precedence_group_decl": .operator
        case "extension_decl": .extension
        default: nil
        }
    }

    /// The first `"…"` of a dump line: the declaration's name.
    static func firstQuoted(_ line: Substring) -> String? {
        guard let open = line.firstIndex(of: "\"") else { return nil }
        let rest = line[line.index(after: open)...]
        guard let close = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<close])
    }

    /// The line of `range=[FILE:LINE:COL - …]`.
    static func rangeLine(_ line: Substring) -> Int? {
        guard let range = line.range(of: "range=[") else { return nil }
        let location = line[range.upperBound...].prefix { $0 != " " && $0 != "]" }
        let parts = location.split(separator: ":")
        return parts.count >= 3 ? Int(parts[parts.count - 2]) : nil
    }

    static func baseName(_ name: String, kind: Kind) -> String {
        var base = name.prefix { $0 != "(" }
        if kind == .extension, let dot = base.lastIndex(of: ".") { base = base[base.index(after: dot)...] }
        if kind == .extension, let generic = base.firstIndex(of: "<") { base = base[..<generic] }
        return String(base)
    }

    /// What the raw text declares that the parser's dump may not show: every `extension NAME`
    /// that begins a declaration (at a line's start, after `;`, `}`, an attribute or a modifier),
    /// and every declaration between a `#if` and its `#endif`.
    static func raw(_ text: String) -> [Item] {
        var items: [Item] = []
        var depth = 0
        for (index, line) in JudgeReach.lines(text).enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("#if") { depth += 1 }
            let words = line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") })
            for (position, word) in words.enumerated() where position + 1 < words.count {
                let next = String(words[position + 1])
                if word == "extension", beginsDeclaration(line, before: word) {
                    items.append(Item(kind: .extension, name: baseName(next, kind: .extension), line: index + 1))
                }
                guard depth > 0 else { continue }
                switch word {
                case "func": items.append(Item(kind: .function, name: next, line: index + 1))
                case "var", "let": items.append(Item(kind: .variable, name: next, line: index + 1))
                case "class", "struct", "enum", "actor", "protocol", "typealias":
                    items.append(Item(kind: .type, name: next, line: index + 1))
                case "operator", "precedencegroup": items.append(Item(kind: .operator, name: next, line: index + 1))
                default: break
                }
            }
            if depth > 0, let name = operatorFunction(line) { items.append(Item(kind: .function, name: name, line: index + 1)) }
            if trimmed.hasPrefix("#endif") { depth = max(0, depth - 1) }
        }
        return items
    }

    static let modifiers: Set<String> = ["public", "private", "fileprivate", "internal", "package", "open", "final", "nonisolated"]

    /// True when the word `extension` (a slice of `line`) begins a declaration.
    static func beginsDeclaration(_ line: Substring, before word: Substring) -> Bool {
        let before = line[..<word.startIndex].reversed().drop { $0 == " " || $0 == "\t" }
        guard let last = before.first else { return true }
        if ";})".contains(last) { return true }
        let previous = String(before.prefix { $0.isLetter }.reversed())
        return modifiers.contains(previous)
    }

    /// The operator of `func + (…)` on a line, if it declares one.
    static func operatorFunction(_ line: Substring) -> String? {
        guard let range = line.range(of: "func ") else { return nil }
        let name = line[range.upperBound...].drop { $0 == " " }.prefix { !$0.isWhitespace && $0 != "(" && $0 != "<" }
        guard let first = name.first, !(first.isLetter || first == "_" || first == "`") else { return nil }
        return String(name)
    }
}
