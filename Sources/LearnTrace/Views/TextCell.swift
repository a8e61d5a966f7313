/// Terminal column arithmetic: widths, padding and truncation that count a
/// Korean or CJK character as two columns, so tables stay aligned on a projector.
enum TextCell {
    /// Columns `s` takes in a terminal (wide East Asian characters count 2, combining marks 0).
    static func width(_ s: String) -> Int {
        var total = 0
        for c in s { total += width(of: c) }
        return total
    }

    /// Columns `s` takes once ANSI colour codes (`ESC [ … m`) are left out.
    static func visibleWidth(_ s: String) -> Int {
        guard s.utf8.contains(0x1B) else { return width(s) }  // not Foundation's range(of:): this runs per word
        var total = 0
        var inEscape = false
        for c in s {
            if inEscape {
                if c == "m" { inEscape = false }
                continue
            }
            if c == "\u{1B}" {
                inEscape = true
                continue
            }
            total += width(of: c)
        }
        return total
    }

    /// Columns one character takes.
    static func width(of c: Character) -> Int {
        guard let v = c.unicodeScalars.first?.value else { return 0 }
        if v < 0x1100 { return v < 0x20 ? 0 : 1 }
        return wide.contains { $0.contains(v) } ? 2 : 1
    }

    /// Code points a terminal draws two columns wide (Hangul, CJK, full-width forms, emoji).
    private static let wide: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
        0x4E00...0x9FFF, 0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF,
        0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
        0x1F900...0x1F9FF, 0x20000...0x3FFFD,
    ]

    /// `s` cut to at most `columns`, ending in `ellipsis` when something was cut.
    static func truncate(_ s: String, to columns: Int, ellipsis: String = "…") -> String {
        guard columns > 0 else { return "" }
        if width(s) <= columns { return s }
        let room = columns - width(ellipsis)
        var out = ""
        var used = 0
        for c in s {
            let w = width(of: c)
            if used + w > room { break }
            out.append(c)
            used += w
        }
        return out + (room >= 0 ? ellipsis : "")
    }

    /// `s` truncated if needed, then padded with spaces on the right to exactly `columns`.
    static func pad(_ s: String, to columns: Int, ellipsis: String = "…") -> String {
        let cut = truncate(s, to: columns, ellipsis: ellipsis)
        return cut + String(repeating: " ", count: max(0, columns - width(cut)))
    }

    /// `s` padded with spaces on the left to `columns` (never truncated).
    static func padLeft(_ s: String, to columns: Int) -> String {
        String(repeating: " ", count: max(0, columns - width(s))) + s
    }

    /// `1234567` → `1,234,567`.
    static func grouped(_ n: Int) -> String {
        let digits = String(n.magnitude)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return n < 0 ? "-" + out : out
    }

    /// The longest start of `s` that takes at most `columns` (at least one character).
    static func prefix(_ s: String, columns: Int) -> String {
        var out = ""
        var used = 0
        for c in s {
            let w = width(of: c)
            if used + w > columns && !out.isEmpty { break }
            out.append(c)
            used += w
        }
        return out
    }

    /// `s` cut at spaces into lines of at most `columns` (a longer word is cut where it must,
    /// unless `whole`: then it stands on a line of its own, a path left whole to copy), every line
    /// after the first starting with `indent`.
    static func wrap(_ s: String, to columns: Int, indent: String = "", whole: Bool = false) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in words(s) {
            let lead = lines.isEmpty ? "" : indent
            let candidate = current.isEmpty ? lead + word : current + " " + word
            if width(candidate) <= columns || current.isEmpty && width(lead + word) <= columns {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current) }
            current = whole ? indent + word : cut(word, to: columns, indent: indent, into: &lines)
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}

extension TextCell {
    /// A word longer than a line cut by columns, in one pass over it (a printed line of a
    /// thousand characters is one word): every full line into `lines`, each after the first
    /// `indent` then as much of the word as fits; the last, shorter line returned. Where not even
    /// one character fits after the indent, the rest of the word stays whole on that line. An
    /// ASCII word is cut by its bytes (a column a byte, a control character none, as
    /// ``width(of:)`` counts them), any other by its characters.
    fileprivate static func cut(_ word: String, to columns: Int, indent: String, into lines: inout [String]) -> String {
        if let bytes = asciiBytes(word) {
            return cut(bytes, width: { $0 < 0x20 ? 0 : 1 }, text: { String(decoding: $0, as: UTF8.self) }, columns, indent, &lines)
        }
        return cut(word, width: width(of:), text: String.init, columns, indent, &lines)
    }

    private static func cut<Units: Collection>(
        _ units: Units, width unitWidth: (Units.Element) -> Int, text: (Units.SubSequence) -> String, _ columns: Int,
        _ indent: String, _ lines: inout [String]
    ) -> String {
        let indentWidth = width(indent)
        var used = indentWidth, start = units.startIndex, index = units.startIndex
        var bare = true  // nothing of the word on this line yet
        while index < units.endIndex {
            let w = unitWidth(units[index])
            if used + w > columns {
                if bare { break }  // an indent as wide as the line: no room, the rest stays whole
                lines.append(indent + text(units[start..<index]))
                (used, start, bare) = (indentWidth, index, true)
                continue
            }
            used += w
            bare = false
            index = units.index(after: index)
        }
        return indent + text(units[start...])
    }
}

extension TextCell {
    /// `s` split at each space, empty words kept, by bytes: a long line costs no more than reading
    /// it. (Splitting by characters kept a combining mark right after a space with it; here the
    /// mark starts the next word.)
    static func words(_ s: String) -> [String] { pieces(of: s, at: 0x20) }

    /// `s` split at each `byte` (an ASCII one: no other character's part), empty pieces kept.
    static func pieces(of s: String, at byte: UInt8) -> [String] {
        s.utf8.split(separator: byte, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    }

    /// `s`'s bytes when every one is ASCII and none a carriage return (which a line feed after it
    /// joins into one character): then a character is a byte.
    fileprivate static func asciiBytes(_ s: String) -> [UInt8]? {
        let bytes = Array(s.utf8)
        return bytes.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) ? bytes : nil
    }
}

/// Lines for the terminal, for the layers above the views: wrapped at spaces to a width in
/// columns (wide East Asian characters count two); a word wider than a line goes on over the
/// next lines, never cut off.
///
/// The one wrapping of learn's sentences: a terminal left to wrap a line itself cuts words
/// (`signalSemaphor|eIfNeeded()`), so every sentence is broken here first, in every language.
package enum TerminalLines {
    package static func wrap(_ s: String, to columns: Int, indent: String = "") -> [String] {
        TextCell.wrap(s, to: columns, indent: indent)
    }

    /// `head` then `text` wrapped to `columns`, every later line under the text's start (`learn: `
    /// then an error); each of `text`'s own lines is wrapped on its own, an empty one kept. A word
    /// wider than the room (a path) stays whole, on a line of its own.
    package static func hanging(_ head: String, _ text: String, to columns: Int) -> [String] {
        let indent = String(repeating: " ", count: Self.columns(head))
        let room = max(20, columns - indent.count)
        var out: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let pieces = line.isEmpty ? [""] : TextCell.wrap(String(line), to: room, whole: true)
            for piece in pieces { out.append((out.isEmpty ? head : indent) + piece) }
        }
        return out
    }

    /// Columns `s` takes in a terminal: Hangul and other wide East Asian characters count two,
    /// colour codes none.
    package static func columns(_ s: String) -> Int { TextCell.visibleWidth(s) }

    /// `s` cut to at most `columns`, ending in `…` where it was cut.
    package static func cut(_ s: String, to columns: Int) -> String { TextCell.truncate(s, to: columns) }
}
