/// Small text helpers for output that fits the terminal.
enum Text {
    /// `line` cut to `width` characters, ending in `…` when cut.
    static func fit(_ line: String, width: Int) -> String {
        guard line.count > width, width > 1 else { return line }
        return String(line.prefix(width - 1)) + "…"
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
