/// One lane's cells: what each column of the timeline holds for one thread.
///
/// A cell covers `duration / columns` nanoseconds. It shows the label that covers
/// most of it; when two or more spans touch it, it shows how many (`2`…`9`, `+` for
/// more), so back-to-back spans stay countable and a thousand short spans read as a count.
struct LaneCells {
    /// What one column shows.
    enum Cell: Equatable {
        case empty
        /// A span label (index into the run's span labels).
        case span(label: Int)
        /// Several spans touch this cell; the label covering most of it colours it.
        case count(Int, label: Int)
        /// A mark (index into the run's mark labels), drawn over whatever else is there.
        case mark(Int)
    }

    private(set) var cells: [Cell]
    /// True when a span of this lane was still open when the run stopped.
    private(set) var hasUnfinished = false

    /// The lanes of every thread of `trace` (in ``Trace/threads`` order), laid out over
    /// `columns` cells of `[0, end)`, in one pass over the spans and one over the events.
    /// `include` picks the spans drawn (by index into ``Trace/spans``): a lane's outer spans,
    /// or the spans nested inside them; marks are drawn when `marks` is set.
    static func lanes(
        trace: Trace, columns: Int, end: UInt64, labelIndex: [String: Int],
        include: (Int) -> Bool = { _ in true }, marks: Bool = true
    ) -> [LaneCells] {
        let labels = max(1, labelIndex.count)
        var coverage = [[UInt64]](repeating: [UInt64](repeating: 0, count: columns * labels), count: trace.threads.count)
        var touching = [[Int]](repeating: [Int](repeating: 0, count: columns), count: trace.threads.count)
        var unfinished = [Bool](repeating: false, count: trace.threads.count)
        let width = Double(end) / Double(columns)
        let cellOf = { (t: UInt64) -> Int in min(columns - 1, Int(Double(t) / width)) }
        for (index, s) in trace.spans.enumerated() where include(index) {
            if !s.finished { unfinished[s.thread] = true }
            let first = cellOf(s.begin)
            let last = max(first, cellOf(s.end > s.begin ? s.end - 1 : s.begin))
            let label = labelIndex[s.label] ?? 0
            for c in first...last {
                let lo = max(s.begin, UInt64(Double(c) * width))
                let hi = min(s.end, UInt64(Double(c + 1) * width))
                coverage[s.thread][c * labels + label] += (hi > lo ? hi - lo : 0) + 1
                touching[s.thread][c] += 1
            }
        }
        var lanes = trace.threads.indices.map { t in
            LaneCells(
                cells: (0..<columns).map { c in
                    let row = coverage[t][(c * labels)..<((c + 1) * labels)]
                    guard let top = row.indices.max(by: { (row[$0], $1) < (row[$1], $0) }), row[top] > 0 else { return .empty }
                    let label = top - c * labels
                    return touching[t][c] >= 2 ? .count(touching[t][c], label: label) : .span(label: label)
                }, hasUnfinished: unfinished[t])
        }
        guard marks else { return lanes }
        let markIndex = Dictionary(trace.markLabels.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        for e in trace.events where e.kind == .mark {
            lanes[trace.threadIndex(of: e)].cells[cellOf(e.time)] = .mark(markIndex[e.label] ?? 0)
        }
        return lanes
    }

    /// Draws `other`'s spans over this lane's, all as `label` (a blocked thread's waits).
    mutating func overlay(_ other: LaneCells, as label: Int) {
        for (c, cell) in other.cells.enumerated() where cell != .empty {
            if case .mark = cells[c] { continue }
            cells[c] = .span(label: label)
        }
        hasUnfinished = hasUnfinished || other.hasUnfinished
    }

    /// Whether the lane draws nothing.
    var isEmpty: Bool { cells.allSatisfy { $0 == .empty } }
}
