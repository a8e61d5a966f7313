import LearnTrace

/// Small text helpers for output that fits the terminal.
enum Text {
    /// `head` then `text` wrapped to `width`, later lines indented under the text's start.
    static func hanging(_ head: String, _ text: String, width: Int) -> [String] {
        let indent = String(repeating: " ", count: TerminalLines.columns(head))
        return wrap(text, width: max(20, width - indent.count)).enumerated().map { ($0.offset == 0 ? head : indent) + $0.element }
    }

    /// `text` broken into lines of at most `width` columns at spaces (a longer word stays whole).
    /// Columns, not characters: a Hangul syllable takes two (a Korean title counted by its
    /// characters overflowed the terminal).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if !current.isEmpty && TerminalLines.columns(current) + 1 + TerminalLines.columns(String(word)) > width {
                lines.append(current)
                current = ""
            }
            current += (current.isEmpty ? "" : " ") + word
        }
        return lines + (current.isEmpty ? [] : [current])
    }
}
