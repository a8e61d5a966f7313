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
        /// A mark, drawn over whatever else is there.
        case mark
    }

    private(set) var cells: [Cell]
    /// True when a span of this lane was still open when the run stopped.
    private(set) var hasUnfinished = false

    /// Lays out the spans and marks of thread `thread` over `columns` cells of `[0, end)`.
    init(trace: Trace, thread: Int, columns: Int, end: UInt64, labelIndex: [String: Int]) {
        var coverage = [[Int: UInt64]](repeating: [:], count: columns)
        var touching = [Int](repeating: 0, count: columns)
        let cellOf = { (t: UInt64) -> Int in min(columns - 1, Int(Double(t) / Double(end) * Double(columns))) }
        for s in trace.spans where s.thread == thread {
            if !s.finished { hasUnfinished = true }
            let first = cellOf(s.begin)
            let last = max(first, cellOf(s.end > s.begin ? s.end - 1 : s.begin))
            let label = labelIndex[s.label] ?? 0
            for c in first...last {
                let lo = max(s.begin, UInt64(Double(c) * Double(end) / Double(columns)))
                let hi = min(s.end, UInt64(Double(c + 1) * Double(end) / Double(columns)))
                coverage[c][label, default: 0] += (hi > lo ? hi - lo : 0) + 1
                touching[c] += 1
            }
        }
        cells = (0..<columns).map { c in
            guard let top = coverage[c].max(by: { ($0.value, -$0.key) < ($1.value, -$1.key) }) else { return .empty }
            return touching[c] >= 2 ? .count(touching[c], label: top.key) : .span(label: top.key)
        }
        for e in trace.events where e.kind == .mark && trace.threadIndex(of: e) == thread {
            cells[cellOf(e.time)] = .mark
        }
    }

    /// True when the lane holds at least one span or mark.
    var isEmpty: Bool { cells.allSatisfy { $0 == .empty } }
}
