import LearnTrace

/// Small text helpers for output that fits the terminal: ``TerminalLines``' wrapping, the one
/// every sentence goes through.
enum Text {
    /// `head` then `text` wrapped to `width`, later lines indented under the text's start.
    static func hanging(_ head: String, _ text: String, width: Int) -> [String] {
        TerminalLines.hanging(head, spaced(text), to: width)
    }

    /// `text` broken into lines of at most `width` display columns at spaces (a Hangul syllable
    /// takes two: a Korean title counted by its characters overflowed the terminal).
    static func wrap(_ text: String, width: Int) -> [String] {
        TerminalLines.hanging("", spaced(text), to: width).filter { !$0.isEmpty }
    }

    /// `text` with one space between words, none at a line's ends (a title and its count joined
    /// with two spaces read as one).
    static func spaced(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.split(separator: " ").joined(separator: " ") }
            .joined(separator: "\n")
    }
}
