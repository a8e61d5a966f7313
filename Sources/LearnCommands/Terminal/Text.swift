/// Small text helpers for output that fits the terminal.
enum Text {
    /// `head` then `text` wrapped to `width`, later lines indented under the text's start.
    static func hanging(_ head: String, _ text: String, width: Int) -> [String] {
        let indent = String(repeating: " ", count: head.count)
        return wrap(text, width: max(20, width - head.count)).enumerated().map { ($0.offset == 0 ? head : indent) + $0.element }
    }

    /// `text` broken into lines of at most `width` characters at spaces (a longer word stays whole).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if !current.isEmpty && current.count + 1 + word.count > width {
                lines.append(current)
                current = ""
            }
            current += (current.isEmpty ? "" : " ") + word
        }
        return lines + (current.isEmpty ? [] : [current])
    }
}
