/// The header between two `---` lines that starts a lesson or an exercise file, read the one
/// way both formats share: `key: value` lines, each with where its value starts.
///
/// It decides no key: which keys a format takes, and what it says about a line it cannot use,
/// is the format's (each reports its own ``Diagnostic``s). A `---` line may end in spaces.
package struct FrontMatter: Sendable, Equatable {
    /// A `key: value` line; `key` and `value` without the spaces around them.
    package struct Entry: Sendable, Equatable {
        package let key, value: String
        /// 1-based line of the file, and the 1-based column (in Unicode scalars) where the value starts.
        package let line, valueColumn: Int
    }

    /// One line between the `---` lines.
    package enum Item: Sendable, Equatable {
        case entry(Entry)
        /// A line of only spaces and tabs (or nothing).
        case blank(line: Int)
        /// A line with no `:`.
        case noColon(line: Int)
    }

    /// Why there is no header.
    package enum Problem: Error, Sendable, Equatable {
        /// The first line is not `---`.
        case noOpening
        /// The opening `---` is never closed.
        case notClosed
    }

    package var items: [Item]
    /// The index (0-based, into the lines read) of the first line after the closing `---`.
    package var bodyStart: Int

    /// Reads the header at the top of `lines` (a file's lines, without their line ends).
    package static func read(_ lines: [String]) -> Result<FrontMatter, Problem> {
        guard let first = lines.first, isFence(first) else { return .failure(.noOpening) }
        guard let close = lines.dropFirst().firstIndex(where: isFence) else { return .failure(.notClosed) }
        let items = (1..<close).map { item(lines[$0], line: $0 + 1) }
        return .success(FrontMatter(items: items, bodyStart: close + 1))
    }

    /// `---`, with any trailing spaces and tabs.
    package static func isFence(_ line: String) -> Bool {
        line.hasPrefix("---") && line.dropFirst(3).allSatisfy { $0 == " " || $0 == "\t" }
    }

    private static func item(_ text: String, line: Int) -> Item {
        if text.allSatisfy({ $0 == " " || $0 == "\t" }) { return .blank(line: line) }
        guard let colon = text.firstIndex(of: ":") else { return .noColon(line: line) }
        let rest = text[text.index(after: colon)...]
        let column =
            text.unicodeScalars.distance(from: text.startIndex, to: colon) + 2
            + rest.prefix { $0 == " " || $0 == "\t" }.unicodeScalars.count
        return .entry(Entry(key: trim(text[..<colon]), value: trim(rest), line: line, valueColumn: column))
    }

    /// `s` without the spaces and tabs around it.
    static func trim(_ s: Substring) -> String {
        var s = s
        while let first = s.first, first == " " || first == "\t" { s = s.dropFirst() }
        while let last = s.last, last == " " || last == "\t" { s = s.dropLast() }
        return String(s)
    }
}
