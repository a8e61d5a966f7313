import Foundation

/// A judge's top-level declarations, read from its lines: a line that starts at the first column
/// with `let`, `var`, `func`, a type or an extension (after attributes and `final`) declares at the
/// top level. Judges are written by course authors, not by learners: the line-level reading is
/// enough to keep them honest, and `learn check` reports what it finds.
package enum JudgeDeclarations {
    package struct Declared: Equatable {
        package let keyword: String
        package let name: String
        package init(keyword: String, name: String) {
            self.keyword = keyword
            self.name = name
        }
        package var isType: Bool { ["class", "struct", "enum", "actor", "protocol", "typealias"].contains(keyword) }
    }

    /// The comment that lets a type of the judge's be seen by the learner's file (its API).
    package static let sharedMark = "// shared with the learner's file"

    static let keywords: Set<String> = ["let", "var", "func", "class", "struct", "enum", "actor", "protocol", "typealias", "extension"]
    static let modifiers: Set<String> = ["final", "nonisolated", "nonisolated(unsafe)", "static", "indirect", "convenience"]

    /// The declaration `line` makes at the top level when it is not `private` or `fileprivate`; nil otherwise.
    package static func exposed(_ line: String) -> Declared? {
        guard let first = line.first, !first.isWhitespace, first != "/" else { return nil }
        let code = line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? line
        var words = code.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)[...]
        while let word = words.first, word.hasPrefix("@") || modifiers.contains(word) {
            // An attribute with arguments split by spaces (`@available(*, deprecated)`) ends at its `)`.
            if word.hasPrefix("@"), word.contains("("), !word.contains(")") {
                while let next = words.first, !next.contains(")") { words.removeFirst() }
            }
            words.removeFirst()
        }
        guard let keyword = words.first else { return nil }
        if keyword == "private" || keyword == "fileprivate" { return nil }
        guard keywords.contains(keyword), words.count > 1 else { return nil }
        let rest = words[words.index(after: words.startIndex)]
        let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        return Declared(keyword: keyword, name: name.isEmpty ? rest : name)
    }
}
