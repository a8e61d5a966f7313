import LearnLanguage

/// The lanes of a run as SVG, drawn from the same ``Trace`` as the terminal's ``LanesView``:
/// one lane per thread (`main` first), its spans as bars, spans inside spans on a thinner row
/// under them, blocked waits over the span they wait in, marks as lettered pins, and a span
/// still open at a crash (`✕`) or a stop (`»`) at the right edge.
///
/// Every bar and mark carries its label, thread, queue and times as an SVG `<title>` (a
/// tooltip without any script). Colours are Okabe–Ito's, each label also has a pattern of its
/// own and its name written on bars wide enough, so nothing depends on colour alone.
///
/// A run of more than ``spanLimit`` spans is drawn by column as the terminal draws it
/// (``LaneCells``, over ``columns`` columns), each stretch of columns saying how many spans
/// touched it: a page stays small whatever its runs did (``HTMLPage`` asks for fewer columns
/// until it fits its budget).
struct SVGLanes {
    let trace: Trace
    let words: Catalogue
    /// Prefix of the ids in this drawing (patterns), unique in the page.
    let id: String
    /// How finely a run of more than ``spanLimit`` spans is drawn: columns across the lanes.
    let columns: Int
    /// The labels of spans that are work (waits have a pattern of their own), and of marks, in
    /// order of first appearance: read once, each a pass over the whole run.
    private let workLabels: [String]
    private let markLabels: [String]
    private let markIndex: [String: Int]

    init(trace: Trace, words: Catalogue, id: String, columns: Int = 240) {
        self.trace = trace
        self.words = words
        self.id = id
        self.columns = columns
        workLabels = trace.spanLabels.filter { !WaitLabel.isWait($0) }
        markLabels = trace.markLabels
        markIndex = Dictionary(markLabels.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
    }

    /// The most spans drawn one by one (about 180 bytes each): a run of more is drawn by column.
    static let spanLimit = 400
    static let width = 1000.0
    static let labelWidth = 200.0
    static let laneHeight = 30.0
    static let top = 28.0
    /// Okabe–Ito's colours (black last), for the span labels in order of first appearance.
    static let colours = ["#E69F00", "#56B4E9", "#009E73", "#F0E442", "#0072B2", "#D55E00", "#CC79A7", "#999999"]

    private var plotWidth: Double { Self.width - Self.labelWidth - 20 }
    private var end: UInt64 { max(trace.duration, 1) }
    private func x(_ t: UInt64) -> Double { Self.labelWidth + plotWidth * Double(min(t, end)) / Double(end) }

    /// The `<svg>` element, and the legend under it as HTML.
    func render() -> (svg: String, legend: String) {
        guard !trace.threads.isEmpty else { return ("", "<p>\(HTMLText.escape(words(.pageNoLanes)))</p>") }
        let threads = trace.threadsMainFirst
        let height = Self.top + Double(threads.count) * Self.laneHeight + 6
        var out = "<svg class=\"lanes\" role=\"img\" viewBox=\"0 0 \(Int(Self.width)) \(Int(height))\">"
        out += defs() + axis(height: height)
        let labelIndex = Dictionary(workLabels.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        let merged = trace.spans.count > Self.spanLimit
        let depths = trace.spanDepths
        var byThread = [[Int]](repeating: [], count: trace.threads.count)
        for i in trace.spans.indices { byThread[trace.spans[i].thread].append(i) }
        var marks = [[TraceEvent]](repeating: [], count: trace.threads.count)
        for e in trace.events where e.kind == .mark { marks[trace.threadIndex(of: e)].append(e) }
        let cells = merged ? LaneCells.lanes(trace: trace, columns: columns, end: end, labelIndex: labelIndex, marks: false) : []
        for (row, thread) in threads.enumerated() {
            let y = Self.top + Double(row) * Self.laneHeight
            out += "<g class=\"lane\" data-thread=\"\(HTMLText.escape(thread.name))\">"
            out += "<title>\(HTMLText.escape(laneTitle(thread)))</title>"
            out += "<text class=\"who\" x=\"4\" y=\"\(f(y + 16))\">\(HTMLText.escape(shortTitle(thread)))</text>"
            out +=
                "<line class=\"track\" x1=\"\(f(Self.labelWidth))\" x2=\"\(f(Self.labelWidth + plotWidth))\" y1=\"\(f(y + 11))\" y2=\"\(f(y + 11))\"/>"
            if merged {
                out += cellBars(cells[thread.index], thread: thread, y: y)
            } else {
                for i in byThread[thread.index] where !trace.spans[i].isWait {
                    out += bar(trace.spans[i], label: labelIndex[trace.spans[i].label] ?? 0, y: y, nested: depths[i] > 0)
                }
            }
            for i in byThread[thread.index] where trace.spans[i].isWait { out += wait(trace.spans[i], y: y) }
            for e in marks[thread.index] { out += mark(e, thread: thread, y: y) }
            if byThread[thread.index].contains(where: { !trace.spans[$0].finished }) { out += unfinishedEdge(y: y) }
            out += "</g>"
        }
        out += "</svg>"
        return (out, legend(merged: merged, nested: !merged && depths.contains { $0 > 0 }))
    }

    /// `T1 · array_queue, array_queue+1`: the thread and every queue it served.
    private func laneTitle(_ thread: Trace.ThreadInfo) -> String {
        let queues = trace.queues(ofThread: thread.index).map { QueueName.short($0, words) }
        return queues.isEmpty ? thread.name : thread.name + " " + queues.joined(separator: ", ")
    }

    /// `T5 array_queue+1`, as the terminal's lane names it, cut to the label column (the
    /// lane's tooltip names every queue whole).
    private func shortTitle(_ thread: Trace.ThreadInfo) -> String {
        let queues = trace.queues(ofThread: thread.index)
        guard let first = queues.first else { return thread.name }
        let more = queues.count > 1 ? "+\(queues.count - 1)" : ""
        let room = 26 - thread.name.count - more.count
        var queue = QueueName.short(first, words)
        if TextCell.width(queue) > room { queue = String(queue.prefix(max(3, room - 1))) + "…" }
        return thread.name + " " + queue + more
    }

    private func f(_ v: Double) -> String {
        let r = (v * 10).rounded() / 10
        return r == r.rounded() ? String(Int(r)) : String(r)
    }

    private func queue(_ name: String) -> String { name.isEmpty ? words(.pageNoQueue) : QueueName.short(name, words) }

    /// One pattern per label: Okabe–Ito's colour under lines or dots of its own.
    private func defs() -> String {
        var out = "<defs>"
        let marks = [
            "", "<path d=\"M0 8L8 0\"/>", "<circle cx=\"4\" cy=\"4\" r=\"1.3\"/>", "<path d=\"M0 8L8 0M0 0L8 8\"/>",
            "<path d=\"M0 4H8\"/>", "<path d=\"M4 0V8\"/>", "<path d=\"M0 0L8 8\"/>", "<path d=\"M0 4H8M4 0V8\"/>",
        ]
        for (i, colour) in Self.colours.enumerated() {
            out += "<pattern id=\"\(id)-p\(i)\" width=\"8\" height=\"8\" patternUnits=\"userSpaceOnUse\">"
            out += "<rect width=\"8\" height=\"8\" fill=\"\(colour)\"/><g class=\"ink\">\(marks[i])</g></pattern>"
        }
        out += "<pattern id=\"\(id)-wait\" width=\"8\" height=\"8\" patternUnits=\"userSpaceOnUse\">"
        out += "<rect width=\"8\" height=\"8\" fill=\"#ffffff\"/><path class=\"dash\" d=\"M0 4H5\"/></pattern></defs>"
        return out
    }

    private func fill(_ label: Int) -> String { "url(#\(id)-p\(label % Self.colours.count))" }

    /// The time axis: five ticks with their times in milliseconds.
    private func axis(height: Double) -> String {
        var out = "<g class=\"axis\">"
        for k in 0...4 {
            let t = end / 4 * UInt64(k)
            let at = x(t)
            let anchor = k == 0 ? "start" : k == 4 ? "end" : "middle"
            out += "<line x1=\"\(f(at))\" x2=\"\(f(at))\" y1=\"18\" y2=\"\(f(height - 4))\"/>"
            out += "<text x=\"\(f(at))\" y=\"13\" text-anchor=\"\(anchor)\">\(TimeText.milliseconds(t)) ms</text>"
        }
        return out + "</g>"
    }

    private func tip(_ s: Trace.Span, thread: String) -> String {
        let from = TimeText.milliseconds(s.begin)
        let to = TimeText.milliseconds(s.end)
        var text: String
        if s.isWait {
            text = words(.pageWaitTip, WaitLabel(s.label)?.call(words) ?? s.label, thread, queue(s.queue), from, to)
        } else if s.finished {
            text = words(.pageSpanTip, s.label, thread, queue(s.queue), from, to)
        } else {
            text = words(.pageSpanOpenTip, s.label, thread, queue(s.queue), from)
        }
        if !s.task.isEmpty { text += words(.pageTaskTip, s.task) }
        return text
    }

    /// A span's bar (a nested span's on the thin row under its lane), its label written on it
    /// when it fits.
    private func bar(_ s: Trace.Span, label: Int, y: Double, nested: Bool) -> String {
        let x0 = x(s.begin)
        let w = max(1.5, x(s.end) - x0)
        let (top, h) = nested ? (y + 21, 7.0) : (y + 3, 16.0)
        let thread = trace.threads[s.thread].name
        var out = "<g class=\"span\"><title>\(HTMLText.escape(tip(s, thread: thread)))</title>"
        out += "<rect x=\"\(f(x0))\" y=\"\(f(top))\" width=\"\(f(w))\" height=\"\(f(h))\" fill=\"\(fill(label))\"/>"
        if !nested, w >= Double(s.label.count) * 7 + 8 {
            out += "<text class=\"on\" x=\"\(f(x0 + 3))\" y=\"\(f(top + 12))\">\(HTMLText.escape(s.label))</text>"
        }
        return out + "</g>"
    }

    /// A blocked wait, drawn over the span it waits in.
    private func wait(_ s: Trace.Span, y: Double) -> String {
        let x0 = x(s.begin)
        let w = max(1.5, x(s.end) - x0)
        let tip = tip(s, thread: trace.threads[s.thread].name)
        return "<g class=\"wait\"><title>\(HTMLText.escape(tip))</title><rect x=\"\(f(x0))\" y=\"\(f(y + 5))\" width=\"\(f(w))\""
            + " height=\"12\" fill=\"url(#\(id)-wait)\"/></g>"
    }

    /// A mark: a pin with its letter (`a`, `b`, … as the terminal's legend keys them).
    private func mark(_ e: TraceEvent, thread: Trace.ThreadInfo, y: Double) -> String {
        let index = markIndex[e.label] ?? 0
        let key = LanesView.markKey(index)
        let at = x(e.time)
        let tip = words(.pageMarkTip, key, e.label, thread.name, queue(e.queue), TimeText.milliseconds(e.time))
        return "<g class=\"mark\"><title>\(HTMLText.escape(tip))</title><line x1=\"\(f(at))\" x2=\"\(f(at))\" y1=\"\(f(y + 1))\""
            + " y2=\"\(f(y + 21))\"/><circle cx=\"\(f(at))\" cy=\"\(f(y + 11))\" r=\"6\"/><text x=\"\(f(at))\" y=\"\(f(y + 15))\""
            + " text-anchor=\"middle\">\(key)</text></g>"
    }

    /// `✕` when the demo crashed, `»` when the run stopped with this lane's span open.
    private func unfinishedEdge(y: Double) -> String {
        let (glyph, text) = endingWords
        return "<g class=\"ending\"><title>\(HTMLText.escape(text))</title><text x=\"\(f(Self.labelWidth + plotWidth + 3))\""
            + " y=\"\(f(y + 16))\">\(glyph)</text></g>"
    }

    private var endingWords: (String, String) {
        switch trace.ending {
        case .crash(let signal)?: ("✕", words(.viewCrashed, "✕", signal))
        case .watchdog(let seconds)?: ("»", words(.viewWatchdog, "»", TimeText.duration(UInt64(seconds * 1e9))))
        case nil: ("»", words(.viewOpenSpan, "»"))
        }
    }

    /// A lane drawn by column (a run of too many spans): each stretch of equal cells is one bar.
    private func cellBars(_ lane: LaneCells, thread: Trace.ThreadInfo, y: Double) -> String {
        var out = ""
        let step = plotWidth / Double(columns)
        var c = 0
        while c < lane.cells.count {
            let cell = lane.cells[c]
            var e = c + 1
            while e < lane.cells.count, lane.cells[e] == cell { e += 1 }
            let (label, count): (Int?, Int) =
                switch cell {
                case .span(let l): (l, 1)
                case .count(let n, let l): (l, n)
                case .empty, .mark: (nil, 0)
                }
            if let label {
                let from = TimeText.milliseconds(end * UInt64(c) / UInt64(columns))
                let to = TimeText.milliseconds(end * UInt64(e) / UInt64(columns))
                let name = label < workLabels.count ? workLabels[label] : ""
                let tip = words(.pageCellTip, name, thread.name, from, to, count * (e - c))
                out += "<g class=\"span\"><title>\(HTMLText.escape(tip))</title><rect x=\"\(f(Self.labelWidth + Double(c) * step))\""
                out += " y=\"\(f(y + 3))\" width=\"\(f(Double(e - c) * step))\" height=\"16\" fill=\"\(fill(label))\"/></g>"
            }
            c = e
        }
        return out
    }

    /// What the patterns, pins and edges mean, as the terminal's legend words them.
    private func legend(merged: Bool, nested: Bool) -> String {
        var items: [String] = []
        for (i, label) in workLabels.enumerated() {
            items.append(swatch(fill(i)) + HTMLText.escape(label))
        }
        if trace.spans.contains(where: \.isWait) { items.append(swatch("url(#\(id)-wait)") + HTMLText.escape(words(.viewBlocked, "▭"))) }
        for (i, mark) in markLabels.enumerated() { items.append(HTMLText.escape(words(.viewMark, LanesView.markKey(i), mark))) }
        if trace.spans.contains(where: { !$0.finished }) { items.append(HTMLText.escape(endingWords.1)) }
        if nested { items.append(HTMLText.escape(words(.viewNested, "▁"))) }
        var out = "<ul class=\"legend\">" + items.map { "<li>\($0)</li>" }.joined() + "</ul>"
        if merged { out += "<p class=\"note\">\(HTMLText.escape(words(.pageMerged, trace.spans.count)))</p>" }
        return out
    }

    private func swatch(_ fill: String) -> String {
        "<svg class=\"swatch\" viewBox=\"0 0 28 14\" aria-hidden=\"true\"><rect width=\"28\" height=\"14\" fill=\"\(fill)\"/></svg> "
    }
}
