/// Markdown tables: columns aligned, and fitted to the width.
extension TerminalMarkdown {
    /// Whether a line is a table row (`| a | b |`).
    static func isTableRow(_ line: String) -> Bool {
        let t = line.trimming(" ")
        return t.hasPrefix("|") && t.count > 1
    }

    /// A table's rows as aligned columns, cells wrapped inside their columns when the table is
    /// wider than the terminal; when even that cannot fit, each row as `heading: cell` lines,
    /// wrapped, so nothing is cut.
    func renderTable(_ rows: [String]) -> [String] {
        var cells = rows.map(Self.cells)
        // the `|---|:--:|` line says only how to align: the columns are aligned anyway
        let isRule = { (row: [String]) in row.allSatisfy { $0.allSatisfy { "-: ".contains($0) } && $0.contains("-") } }
        let hadRule = cells.count > 1 && isRule(cells[1])
        if hadRule { cells.remove(at: 1) }
        cells = cells.map { $0.map { Self.unbold($0) } }
        let columns = cells.map(\.count).max() ?? 0
        cells = cells.map { $0 + Array(repeating: "", count: columns - $0.count) }
        if let widths = columnWidths(cells, columns: columns) {
            return aligned(cells, widths: widths, hadRule: hadRule)
        }
        // too wide: one block per row, a line per cell, under the column's heading
        let headings = hadRule ? cells[0] : []
        var out: [String] = []
        for row in cells.dropFirst(hadRule ? 1 : 0) {
            if !out.isEmpty { out.append("") }
            for (c, cell) in row.enumerated() where !cell.isEmpty {
                let head = c < headings.count && !headings[c].isEmpty ? headings[c] + ": " : ""
                out += wrap(cell, indent: "  " + head, hanging: "    ")
            }
        }
        return out
    }

    /// Each column's width: as wide as its widest cell when the table fits; otherwise the widest
    /// columns narrowed (their cells will wrap) down to their longest word. Nil when even that
    /// is too wide.
    func columnWidths(_ cells: [[String]], columns: Int) -> [Int]? {
        let room = options.width - 2 - 3 * max(0, columns - 1)
        var widths = (0..<columns).map { c in cells.map { shownWidth($0[c]) }.max() ?? 0 }
        let least = (0..<columns).map { c in
            cells.map { $0[c].split(separator: " ").map { shownWidth(String($0)) }.max() ?? 0 }.max() ?? 0
        }
        guard least.reduce(0, +) <= room else { return nil }
        while widths.reduce(0, +) > room {
            guard let widest = (0..<columns).filter({ widths[$0] > least[$0] }).max(by: { widths[$0] < widths[$1] }) else { return nil }
            widths[widest] -= 1
        }
        return widths
    }

    /// The rows in columns of `widths`, a rule under the heading; when a row takes more than one
    /// line, a rule between rows too, so each row reads as one.
    func aligned(_ cells: [[String]], widths: [Int], hadRule: Bool) -> [String] {
        let rule =
            "  "
            + widths.map { String(repeating: options.unicode ? "─" : "-", count: $0) }.joined(separator: options.unicode ? "─┼─" : "-+-")
        let wrapped = cells.map { row in
            row.enumerated().map { c, text in
                Self.wrapWords(text, width: widths[c], indent: "", hanging: "").map { $0.trimmingTrailingSpaces }
            }
        }
        let tall = wrapped.dropFirst(hadRule ? 1 : 0).contains { $0.contains { $0.count > 1 } }
        var out: [String] = []
        for (r, row) in wrapped.enumerated() {
            if r > (hadRule ? 1 : 0) && tall { out.append(rule) }
            for line in 0..<(row.map(\.count).max() ?? 1) {
                let padded = row.enumerated().map { c, lines in
                    let text = line < lines.count ? lines[line] : ""
                    return inline(text) + String(repeating: " ", count: max(0, widths[c] - shownWidth(text)))
                }
                out.append(("  " + padded.joined(separator: " │ ")).trimmingTrailingSpaces)
            }
            if r == 0 && hadRule { out.append(rule) }
        }
        return out
    }

    /// Columns a cell takes on screen: without its backticks when colour shows code instead.
    func shownWidth(_ text: String) -> Int {
        LessonText.width(Substring(options.color ? text.replacingOccurrences(of: "`", with: "") : text))
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
            if escaped {
                current.append(c)
                escaped = false
                continue
            }
            if c == "\\" {
                escaped = true
                continue
            }
            if c == "|" {
                cells.append(current.trimming(" "))
                current = ""
                continue
            }
            current.append(c)
        }
        cells.append(current.trimming(" "))
        return cells
    }
}
