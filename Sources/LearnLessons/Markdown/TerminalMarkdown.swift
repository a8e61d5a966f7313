import LearnTrace

/// Renders Markdown from lesson and exercise files for a terminal, the one renderer `show`, `run`
/// and the shell share: headings bold, paragraphs and list items (bulleted and numbered) wrapped
/// to the width, **bold** and *italic* styled when colour is on (their marks dropped when not),
/// links as `text (address)`, tables aligned and fitted to the width, code indented (and
/// coloured), `inline code` highlighted.
///
/// Quotes and unknown constructs are shown as written, wrapped, never lost.
package struct TerminalMarkdown: Sendable {
    package var options: RenderOptions

    package init(options: RenderOptions) {
        self.options = options
    }

    static let bold = "\u{1B}[1m", cyan = "\u{1B}[36m", yellow = "\u{1B}[33m", reset = "\u{1B}[0m"
    static let green = "\u{1B}[32m", red = "\u{1B}[31m", italic = "\u{1B}[3m"

    /// Renders Markdown text (no fenced code inside: the parser hands those over as code steps).
    package func render(_ text: String) -> String {
        var out: [String] = []
        var block: (indent: String, hanging: String, words: [String])?
        var table: [String] = []
        func flush() {
            if !table.isEmpty {
                out += renderTable(table)
                table = []
            }
            guard let b = block else { return }
            out += wrap(Self.unlink(b.words.joined(separator: " ")), indent: b.indent, hanging: b.hanging)
            block = nil
        }
        for raw in LessonText.lines(text) {
            let line = String(raw).trimmingTrailingSpaces
            let trimmed = line.trimming(" ")
            if Self.isTableRow(line) {
                if table.isEmpty { flush() }
                table.append(line)
                continue
            }
            if !table.isEmpty { flush() }
            if trimmed.isEmpty {
                flush()
                if !out.isEmpty && out.last != "" { out.append("") }
            } else if let heading = Self.heading(trimmed) {
                flush()
                out.append(options.color ? Self.bold + inline(heading, restyle: Self.bold) + Self.reset : heading)
                if !options.color {
                    out.append(String(repeating: options.unicode ? "─" : "-", count: min(options.width, LessonText.width(heading))))
                }
            } else if let item = Self.listItem(line) {
                flush()
                block = (item.marker, String(repeating: " ", count: item.marker.count), [item.text])
            } else if trimmed.hasPrefix(">") {
                flush()
                out += wrap(Self.unlink(String(trimmed.dropFirst().drop { $0 == " " })), indent: "│ ", hanging: "│ ")
            } else if line.hasPrefix("    ") && block == nil {
                flush()
                out += renderCode(String(line.dropFirst(4))).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
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

    /// A fenced code block: indented four spaces, coloured when colour is on. A line wider than
    /// the terminal breaks between tokens (at a space), never inside one; each continuation
    /// starts with a mark (`↪`) under the line's own indentation.
    package func renderCode(_ body: String) -> String {
        LessonText.lines(body).flatMap { line in
            fitCode(String(line)).map { options.color ? "    " + Self.yellow + $0 + Self.reset : "    " + $0 }
        }.joined(separator: "\n")
    }

    /// One code line as the pieces that fit `width - 4` columns.
    func fitCode(_ line: String) -> [String] {
        let room = max(20, options.width - 4)
        guard LessonText.width(Substring(line)) > room else { return [line] }
        let indent = String(line.prefix { $0 == " " })
        let mark = options.unicode ? "↪ " : "> "
        let lead = indent + mark
        var pieces: [String] = []
        var rest = Substring(line)
        var prefix = ""
        while LessonText.width(Substring(prefix)) + LessonText.width(rest) > room {
            let limit = room - LessonText.width(Substring(prefix))
            let cut = Self.breakPoint(rest, limit: limit, after: pieces.isEmpty ? indent.count : 0)
            pieces.append(prefix + rest[..<cut].trimmingTrailingSpaces)
            rest = rest[cut...].drop { $0 == " " }
            prefix = lead
            if rest.isEmpty { break }
        }
        if !rest.isEmpty { pieces.append(prefix + rest) }
        return pieces
    }

    /// Where to break `text` so the first piece takes at most `limit` columns: the last space
    /// that keeps it within (after the leading `after` characters), or, for a token longer than
    /// the whole line, at the limit itself.
    static func breakPoint(_ text: Substring, limit: Int, after: Int) -> Substring.Index {
        var used = 0
        var lastSpace: Substring.Index?
        var index = text.startIndex
        var position = 0
        while index < text.endIndex {
            let w = LessonText.width(text[index...index])
            if used + w > limit { break }
            if text[index] == " " && position > after { lastSpace = index }
            used += w
            position += 1
            index = text.index(after: index)
        }
        return lastSpace ?? (index == text.startIndex ? text.index(after: index) : index)
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

    /// `[text](address)` as `text (address)`; an address that is the text itself once.
    static func unlink(_ text: String) -> String {
        guard text.contains("](") else { return text }
        var out = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "[") {
            guard let close = rest[open...].firstIndex(of: "]"),
                rest[close...].dropFirst().first == "(",
                let end = rest[close...].firstIndex(of: ")")
            else { break }
            let label = rest[rest.index(after: open)..<close]
            let address = rest[rest.index(close, offsetBy: 2)..<end]
            out += rest[..<open] + label + (label == address ? "" : " (\(address))")
            rest = rest[rest.index(after: end)...]
        }
        return out + rest
    }

    /// `**bold**` without its stars, and `*italic*` or `_italic_` without its marks, outside
    /// `inline code` (plain output).
    static func unbold(_ text: String) -> String {
        let text = unitalic(text)
        guard text.contains("**") else { return text }
        var out = ""
        var inCode = false
        var chars = Substring(text)
        while let c = chars.first {
            if c == "`" { inCode.toggle() }
            if !inCode, chars.hasPrefix("**") {
                chars = chars.dropFirst(2)
                continue
            }
            out.append(c)
            chars = chars.dropFirst()
        }
        return out
    }

    /// `*word*` and `_word_` without their marks when they wrap whole words (outside `code`);
    /// a `*word*` may be followed at once by letters (a Korean particle: `*lock*을`); a lone `*`
    /// or a `snake_case` name is left alone.
    static func unitalic(_ text: String, open: String = "", close ending: String = "") -> String {
        guard text.contains("*") || text.contains("_") else { return text }
        let chars = Array(text)
        var out = ""
        var inCode = false
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == "`" { inCode.toggle() }
            if !inCode, c == "*" || c == "_", i + 1 < chars.count, chars[i + 1] != c, chars[i + 1] != " ",
                i == 0 || !(chars[i - 1].isLetter || chars[i - 1].isNumber || chars[i - 1] == c),
                let close = (i + 1..<chars.count).first(where: {
                    chars[$0] == c && chars[$0 - 1] != " "
                        // `*` may close before a letter, as CommonMark lets it (`*강조*는`: a Korean particle
                        // follows the word at once); `_` may not (`snake_case`).
                        && ($0 + 1 == chars.count
                            || chars[$0 + 1] != c && (c == "*" || !(chars[$0 + 1].isLetter || chars[$0 + 1].isNumber)))
                }),
                !chars[i + 1..<close].contains("`")
            {
                out += open + String(chars[i + 1..<close]) + ending
                i = close + 1
                continue
            }
            out.append(c)
            i += 1
        }
        return out
    }

    /// One paragraph after `lead` (`Hint 1 of 3: `), wrapped to the width with later lines under
    /// `hanging`, styled as in `render`.
    package func paragraph(_ text: String, lead: String = "", hanging: String = "") -> String {
        wrap(Self.unlink(text), indent: lead, hanging: hanging).joined(separator: "\n")
    }

    /// Greedy word wrap to the width; the first line starts with `indent`, the rest with `hanging`.
    func wrap(_ text: String, indent: String, hanging: String) -> [String] {
        Self.wrapWords(text, width: options.width, indent: indent, hanging: hanging).map { inline($0) }
    }

    /// Greedy word wrap of plain text: breaks at spaces; a word wider than a whole line (a long
    /// path or address) is cut at the width, the only break inside a word.
    package static func wrapWords(_ text: String, width: Int, indent: String, hanging: String) -> [String] {
        var lines: [String] = []
        var current = indent
        var currentWidth = LessonText.width(indent)
        var empty = true
        func newLine() {
            lines.append(current)
            current = hanging
            currentWidth = LessonText.width(hanging)
            empty = true
        }
        for word in text.split(separator: " ") {
            var word = word
            let w = LessonText.width(word)
            if !empty && currentWidth + 1 + w > width { newLine() }
            // after a long lead (`heading: `) a word that fits a continuation line goes there whole
            if empty && currentWidth + w > width && LessonText.width(hanging) + w <= width && currentWidth > LessonText.width(hanging) {
                current = current.trimmingTrailingSpaces
                newLine()
            }
            if !empty {
                current += " "
                currentWidth += 1
            }
            // a word that cannot fit any line: cut it where the line ends
            while currentWidth + LessonText.width(word) > width && currentWidth < width && word.count > 1 {
                let cut = TerminalMarkdown.breakPoint(word, limit: width - currentWidth, after: Int.max)
                current += word[..<cut]
                word = word[cut...]
                newLine()
            }
            current += word
            currentWidth += LessonText.width(word)
            empty = false
        }
        lines.append(current)
        return lines
    }

    /// `code` in cyan and **bold** in bold when colour is on; the text unchanged otherwise.
    func inline(_ text: String, restyle: String = "") -> String {
        guard options.color else { return Self.unbold(text) }
        let text = Self.unitalic(text, open: Self.italic, close: Self.reset + restyle)
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
