/// Markdown tables: columns aligned, and fitted to the width.
extension TerminalMarkdown {
    /// Whether a line is a table row (`| a | b |`).
    static func isTableRow(_ line: String) -> Bool {
        let t = line.trimming(" ")
        return t.hasPrefix("|") && t.count > 1
    }

    /// A table's rows as aligned columns when they fit the width; otherwise each row as
    /// `heading: cell` lines, wrapped, so nothing is cut.
    func renderTable(_ rows: [String]) -> [String] {
        var cells = rows.map(Self.cells)
        // the `|---|:--:|` line says only how to align: the columns are aligned anyway
        let isRule = { (row: [String]) in row.allSatisfy { $0.allSatisfy { "-: ".contains($0) } && $0.contains("-") } }
        let hadRule = cells.count > 1 && isRule(cells[1])
        if hadRule { cells.remove(at: 1) }
        cells = cells.map { $0.map { Self.unbold($0) } }
        let columns = cells.map(\.count).max() ?? 0
        let widths = (0..<columns).map { c in cells.map { c < $0.count ? LessonText.width($0[c]) : 0 }.max() ?? 0 }
        let total = widths.reduce(0, +) + 3 * max(0, columns - 1) + 2
        if total <= options.width {
            var out: [String] = []
            for (r, row) in cells.enumerated() {
                let padded = (0..<columns).map { c in
                    let text = c < row.count ? row[c] : ""
                    return text + String(repeating: " ", count: widths[c] - LessonText.width(text))
                }
                out.append(inline("  " + padded.joined(separator: " │ ").trimmingTrailingSpaces))
                if r == 0 && hadRule {
                    out.append("  " + widths.map { String(repeating: options.unicode ? "─" : "-", count: $0) }.joined(separator: options.unicode ? "─┼─" : "-+-"))
                }
            }
            return out
        }
        // too wide: one block per row, a line per cell, under the column's heading
        let headings = hadRule ? cells[0] : []
        var out: [String] = []
        for row in cells.dropFirst(hadRule ? 1 : 0) {
            if !out.isEmpty { out.append("") }
            for (c, cell) in row.enumerated() {
                let head = c < headings.count && !headings[c].isEmpty ? headings[c] + ": " : ""
                out += wrap(cell, indent: "  " + head, hanging: "    ")
            }
        }
        return out
    }

    /// The cells of `| a | b |`, trimmed; an escaped `\|` stays in its cell.
    static func cells(_ line: String) -> [String] {
        var body = Substring(line.trimming(" "))
        if body.hasPrefix("|") { body = body.dropFirst() }
        if body.hasSuffix("|") && !body.hasSuffix("\\|") { body = body.dropLast() }
        var cells: [String] = []
        var current = ""
        var escaped = false
        for c in body {
            if escaped { current.append(c); escaped = false; continue }
            if c == "\\" { escaped = true; continue }
            if c == "|" { cells.append(current.trimming(" ")); current = ""; continue }
            current.append(c)
        }
        cells.append(current.trimming(" "))
        return cells
    }
}
