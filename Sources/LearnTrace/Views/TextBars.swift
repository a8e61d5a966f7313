/// Rows of labelled counts drawn as horizontal text bars, the longest filling the width:
/// what the histograms of repeated runs (a lesson's `repeat=N`, a `play` file run many times) show.
package enum TextBars {
    package static func render(_ rows: [(label: String, count: Int)], options: RenderOptions) -> String {
        let labelWidth = rows.map { $0.label.count }.max() ?? 0
        let most = max(1, rows.map(\.count).max() ?? 1)
        let room = max(10, options.width - labelWidth - 12)
        return rows.map { row in
            let n = row.count == 0 ? 0 : max(1, row.count * room / most)
            let bar = String(repeating: options.unicode ? "█" : "#", count: n)
            let pad = String(repeating: " ", count: labelWidth - row.label.count)
            return "  \(pad)\(row.label) \(options.unicode ? "│" : "|")\(bar) \(row.count)"
        }.joined(separator: "\n")
    }
}
