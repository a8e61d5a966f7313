import LearnTrace

/// Renders lesson Markdown for a terminal: headings bold, paragraphs and list items wrapped to
/// the width, code indented (and coloured when colour is on), `inline code` highlighted.
///
/// Tables, quotes and unknown constructs are shown as written (never wrapped, never lost).
public struct TerminalMarkdown: Sendable {
    public var options: RenderOptions

    public init(options: RenderOptions) {
        self.options = options
    }

    static let bold = "\u{1B}[1m", cyan = "\u{1B}[36m", yellow = "\u{1B}[33m", reset = "\u{1B}[0m"
    static let green = "\u{1B}[32m", red = "\u{1B}[31m"

    /// Renders Markdown text (no fenced code inside: the parser hands those over as code steps).
    public func render(_ text: String) -> String {
        var out: [String] = []
        var block: (indent: String, hanging: String, words: [String])?
        func flush() {
            guard let b = block else { return }
            out += wrap(b.words.joined(separator: " "), indent: b.indent, hanging: b.hanging)
            block = nil
        }
        for raw in LessonText.lines(text) {
            let line = String(raw).trimmingTrailingSpaces
            let trimmed = line.trimming(" ")
            if trimmed.isEmpty {
                flush()
                if !out.isEmpty && out.last != "" { out.append("") }
            } else if let heading = Self.heading(trimmed) {
                flush()
                out.append(options.color ? Self.bold + inline(heading, restyle: Self.bold) + Self.reset : heading)
                if !options.color { out.append(String(repeating: options.unicode ? "─" : "-", count: min(options.width, LessonText.width(heading)))) }
            } else if let item = Self.listItem(line) {
                flush()
                block = (item.marker, String(repeating: " ", count: item.marker.count), [item.text])
            } else if trimmed.hasPrefix("|") || trimmed.hasPrefix(">") || line.hasPrefix("    ") && block == nil {
                flush()
                out.append(inline(line))
            } else if block != nil {
                block!.words.append(trimmed)
            } else {
                block = ("", "", [trimmed])
            }
        }
        flush()
        while out.last == "" { out.removeLast() }
        return out.joined(separator: "\n")
    }

    /// A fenced code block: indented four spaces, coloured when colour is on.
    public func renderCode(_ body: String) -> String {
        LessonText.lines(body).map { line in
            options.color ? "    " + Self.yellow + line + Self.reset : "    " + line
        }.joined(separator: "\n")
    }

    static func heading(_ line: String) -> String? {
        let hashes = line.prefix { $0 == "#" }.count
        guard (1...6).contains(hashes), line.dropFirst(hashes).first == " " else { return nil }
        return line.dropFirst(hashes + 1).trimming(" #")
    }

    static func listItem(_ line: String) -> (marker: String, text: String)? {
        let indent = line.prefix { $0 == " " }
        let rest = line.dropFirst(indent.count)
        for bullet in ["- ", "* ", "+ "] where rest.hasPrefix(bullet) {
            return (String(indent) + bullet, String(rest.dropFirst(2)))
        }
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, rest.dropFirst(digits.count).hasPrefix(". ") {
            return (String(indent) + digits + ". ", String(rest.dropFirst(digits.count + 2)))
        }
        return nil
    }

    /// `**bold**` without its stars, outside `inline code` (plain output).
    static func unbold(_ text: String) -> String {
        guard text.contains("**") else { return text }
        var out = ""
        var inCode = false
        var chars = Substring(text)
        while let c = chars.first {
            if c == "`" { inCode.toggle() }
            if !inCode, chars.hasPrefix("**") { chars = chars.dropFirst(2); continue }
            out.append(c)
            chars = chars.dropFirst()
        }
        return out
    }

    /// Greedy word wrap to the width; the first line starts with `indent`, the rest with `hanging`.
    func wrap(_ text: String, indent: String, hanging: String) -> [String] {
        var lines: [String] = []
        var current = indent
        var currentWidth = LessonText.width(indent)
        var empty = true
        for word in text.split(separator: " ") {
            let w = LessonText.width(word)
            if !empty && currentWidth + 1 + w > options.width {
                lines.append(inline(current))
                current = hanging
                currentWidth = LessonText.width(hanging)
                empty = true
            }
            if !empty { current += " "; currentWidth += 1 }
            current += word
            currentWidth += w
            empty = false
        }
        lines.append(inline(current))
        return lines
    }

    /// `code` in cyan and **bold** in bold when colour is on; the text unchanged otherwise.
    func inline(_ text: String, restyle: String = "") -> String {
        guard options.color else { return Self.unbold(text) }
        var out = ""
        var inCode = false
        var chars = Substring(text)
        while let c = chars.first {
            if c == "`" {
                out += inCode ? Self.reset + restyle : Self.cyan
                inCode.toggle()
                chars = chars.dropFirst()
            } else if !inCode, chars.hasPrefix("**") {
                out += Self.bold
                chars = chars.dropFirst(2)
                if let close = chars.firstRange(of: "**") {
                    out += chars[..<close.lowerBound] + Self.reset + restyle
                    chars = chars[close.upperBound...]
                }
            } else {
                out.append(c)
                chars = chars.dropFirst()
            }
        }
        return inCode ? out + Self.reset : out
    }
}
