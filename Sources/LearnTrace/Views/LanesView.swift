import LearnLanguage

/// The lanes of a run: one lane per thread (`main` first), spans drawn as bars across
/// the width, a time axis with its scale above, an exact "at once" row, and a legend.
///
/// ```
///                  0                20 ms           40 ms            60 ms
///                  ├────────────────┼───────────────┼────────────────┼───────────┤
/// T1 array_queue   │        ██████████2███████████          ███████████          │
/// T4 array_queue+1 │                             ░░░░░░░░░░░░                    │
/// at once          │        3333333333333333333333··········33333333333··········│
///                  └─ 1 column = 1.21 ms ────────────────────────────────────────┘
/// █ read   ░ write   2-9,+ spans in one column
/// ```
///
/// A cell touched by several spans shows their count; a lane whose span never ended
/// closes with `»` (`✕` when the demo crashed). Marks are drawn as letters (`a`, `b`, … one per
/// mark label) over whatever else the cell holds; spans inside spans get a row under their lane.
struct LanesView {
    let trace: Trace
    let options: RenderOptions

    private var palette: Palette { Palette(options) }
    private var say: Catalogue { options.words }
    private static let unicodeGlyphs = ["█", "░", "▒", "▓", "▞", "▄", "▀", "■"]
    private static let asciiGlyphs = ["#", "=", "%", "@", "&", "o", "x", "~"]

    func render() -> String {
        guard !trace.threads.isEmpty else { return say(.viewNoEventsToDraw) }
        let labels = workLabels
        // every wait (a thread blocked in `sync`, `wait()`) is drawn alike, after the work's labels
        let waits = trace.spanLabels.filter(WaitLabel.isWait).map { ($0, labels.count) }
        let labelIndex = Dictionary(labels.enumerated().map { ($1, $0) } + waits, uniquingKeysWith: { a, _ in a })
        let cap = max(12, min(options.width / 4 + 2, 28)) - 1
        var keys: [String: String] = [:]  // a queue name too long for its title: a key, and a legend line
        let heads = trace.threads.map { laneTitle($0, columns: cap, keys: &keys) }
        let labelColumns = max(8, (heads.map(TextCell.width).max() ?? 4) + 1)
        let columns = max(10, options.width - labelColumns - 2)
        let end = max(trace.duration, 1)
        let axis = TimeAxis(end: end, columns: columns, unicode: options.unicode)
        let indent = String(repeating: " ", count: labelColumns)
        var lines = [indent + palette.dim(axis.labels()), indent + palette.dim(axis.ruler())]
        var anyUnfinished = false
        var anyCount = false
        var anyNested = false
        // spans inside other spans of the same thread get a row of their own under their lane
        let depths = trace.spanDepths
        let spans = trace.spans
        var lanes = LaneCells.lanes(
            trace: trace, columns: columns, end: end, labelIndex: labelIndex, include: { depths[$0] == 0 && !spans[$0].isWait })
        let inner = LaneCells.lanes(
            trace: trace, columns: columns, end: end, labelIndex: labelIndex, include: { depths[$0] > 0 && !spans[$0].isWait },
            marks: false)
        if !waits.isEmpty {  // a blocked thread's lane shows the wait over the span it waits in
            let blocked = LaneCells.lanes(
                trace: trace, columns: columns, end: end, labelIndex: labelIndex, include: { spans[$0].isWait }, marks: false)
            for t in lanes.indices { lanes[t].overlay(blocked[t], as: labels.count) }
        }
        let left = options.unicode ? "│" : "|"
        for thread in trace.threadsMainFirst {
            let lane = lanes[thread.index]
            anyUnfinished = anyUnfinished || lane.hasUnfinished || inner[thread.index].hasUnfinished
            for cells in [lane.cells, inner[thread.index].cells] {
                anyCount = anyCount || cells.contains { if case .count = $0 { true } else { false } }
            }
            let title = TextCell.pad(heads[thread.index], to: labelColumns, ellipsis: options.ellipsis)
            lines.append(
                (thread.isMain ? palette.bold(title) : title)
                    + palette.dim(left) + draw(lane.cells) + rightEdge(lane.hasUnfinished))
            if !inner[thread.index].isEmpty {
                anyNested = true
                let sub = TextCell.pad(options.unicode ? "  └" : "  \\", to: labelColumns)
                lines.append(
                    palette.dim(sub) + palette.dim(left) + draw(inner[thread.index].cells) + rightEdge(inner[thread.index].hasUnfinished))
            }
        }
        if trace.spans.map(\.thread).uniqueCount >= 2 {
            lines.append(parallelRow(columns: columns, end: end, labelColumns: labelColumns))
        }
        lines.append(indent + palette.dim(axis.footer(say)))
        lines += legend(
            labels: labels, waits: !waits.isEmpty, counts: anyCount, unfinished: anyUnfinished, nested: anyNested,
            more: heads.contains { $0.range(of: #"\+[0-9]+$"#, options: .regularExpression) != nil })
        for (name, key) in keys.sorted(by: { $0.value.count != $1.value.count ? $0.value.count < $1.value.count : $0.value < $1.value }) {
            lines += TextCell.wrap(say(.viewQueueKey, key, name), to: options.width, indent: "    ")
        }
        lines += machineLines()
        return lines.joined(separator: "\n")
    }

    /// What the lanes cannot draw: fewer CPUs than spans "at once" (they took turns on them), and
    /// each line the runtime wrote on stderr, with its time.
    private func machineLines() -> [String] {
        var lines: [String] = []
        if trace.cpus == 1 && trace.peakParallelism >= 2 {
            let text = say(.viewOneCPU)
            lines += TextCell.wrap(text, to: options.width, indent: "    ").map(palette.dim)
        } else if trace.cpus > 1 && trace.peakParallelism > trace.cpus {
            let text = say(.viewFewCPUs, trace.cpus)
            lines += TextCell.wrap(text, to: options.width, indent: "    ").map(palette.dim)
        }
        for e in trace.runtimeLines.prefix(Self.runtimeLinesShown) {
            let text = say(.viewRuntimeAt, options.unicode ? "⚠" : "!", TimeText.milliseconds(e.time), e.label)
            lines += TextCell.wrap(text, to: options.width, indent: "    ").map(palette.alert)
        }
        let more = trace.runtimeLines.count - Self.runtimeLinesShown
        if more > 0 { lines.append(palette.alert(say(.viewMoreRuntimeLines, options.ellipsis, more))) }
        return lines
    }

    /// The lane's right edge: `»` for a span still open when the run stopped, `✕` when it crashed.
    private func rightEdge(_ unfinished: Bool) -> String {
        guard unfinished else { return palette.dim(options.unicode ? "│" : "|") }
        if case .crash = trace.ending { return palette.alert(options.unicode ? "✕" : "X") }
        return palette.alert(options.unicode ? "»" : ">")
    }

    /// The key of the `index`th mark label: `a`, `b`, … (`A`… after `z`).
    static func markKey(_ index: Int) -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        return String(letters[index % letters.count])
    }

    /// How many runtime lines the lanes repeat under the legend.
    private static let runtimeLinesShown = 5

    /// `at once │ 1122221111 │`: how many threads were inside spans at the same moment, per column.
    private func parallelRow(columns: Int, end: UInt64, labelColumns: Int) -> String {
        let border = options.unicode ? "│" : "|"
        var row = ""
        var run = ""
        var runBold = false
        for level in trace.parallelism(buckets: columns, end: end) {
            let text = level == 0 ? " " : level == 1 ? (options.unicode ? "·" : ".") : level > 9 ? "+" : String(level)
            if (level >= 2) != runBold {
                row += runBold ? palette.bold(run) : palette.dim(run)
                run = ""
                runBold = level >= 2
            }
            run += text
        }
        row += runBold ? palette.bold(run) : palette.dim(run)
        return TextCell.pad(say(.viewAtOnce), to: labelColumns) + palette.dim(border) + row + palette.dim(border)
    }

    /// `T1 global(default)`: the thread's name and the queue(s) it served. A queue name that
    /// does not fit is never cut: it gets a key (`q1`) that the legend spells out.
    private func laneTitle(_ thread: Trace.ThreadInfo, columns: Int, keys: inout [String: String]) -> String {
        let width = trace.threads.map { TextCell.width($0.name) }.max() ?? 4
        let queues = trace.queues(ofThread: thread.index)
        guard let first = queues.first else { return thread.name }
        let more = queues.count > 1 ? "+\(queues.count - 1)" : ""
        let room = max(4, columns - width - 1 - more.count)
        var queue = QueueName.short(first, say)
        if TextCell.width(queue) > room {
            if keys[queue] == nil { keys[queue] = "q\(keys.count + 1)" }
            queue = keys[queue]!
        }
        return TextCell.pad(thread.name, to: width) + " " + queue + more
    }

    /// The cells of one lane as coloured text, runs of one colour painted together.
    private func draw(_ cells: [LaneCells.Cell]) -> String {
        let waitIndex = workLabels.count  // once per lane, not per cell: it reads every span
        var out = ""
        var run = ""
        var runColour: Int? = nil
        func flush() {
            guard !run.isEmpty else { return }
            if let c = runColour { out += c < 0 ? palette.bold(run) : palette.label(run, index: c) } else { out += run }
            run = ""
        }
        for cell in cells {
            let (text, colour) = glyph(cell, waitIndex: waitIndex)
            if colour != runColour {
                flush()
                runColour = colour
            }
            run += text
        }
        flush()
        return out
    }

    /// The character of a cell and its colour (label index, -1 for marks, nil for none).
    private func glyph(_ cell: LaneCells.Cell, waitIndex: Int) -> (String, Int?) {
        switch cell {
        case .empty: return (" ", nil)
        case .mark(let index): return (Self.markKey(index), -1)
        case .span(let label) where label == waitIndex: return (options.unicode ? "╌" : "-", nil)
        case .span(let label): return (labelGlyph(label), label)
        case .count(let n, let label): return (n > 9 ? "+" : String(n), label)
        }
    }

    /// The labels of spans that are work, in order of first appearance (waits have one glyph).
    private var workLabels: [String] { trace.spanLabels.filter { !WaitLabel.isWait($0) } }

    private func labelGlyph(_ index: Int) -> String {
        let glyphs = options.unicode ? Self.unicodeGlyphs : Self.asciiGlyphs
        return glyphs[index % glyphs.count]
    }

    /// What the glyphs and the notation mean, wrapped to the width (an item never cut).
    private func legend(labels: [String], waits: Bool, counts: Bool, unfinished: Bool, nested: Bool, more: Bool) -> [String] {
        var items: [(plain: String, shown: String)] = labels.enumerated().map { i, label in
            let text = "\(labelGlyph(i)) \(label)"
            return (text, palette.label(text, index: i))
        }
        if waits {
            let text = say(.viewBlocked, options.unicode ? "╌" : "-")
            items.append((text, text))
        }
        for (i, mark) in trace.markLabels.enumerated() {
            let text = say(.viewMark, Self.markKey(i), mark)
            items.append((text, palette.bold(text)))
        }
        if counts { items.append((say(.viewCounts), say(.viewCounts))) }
        if nested {
            let text = say(.viewNested, options.unicode ? "└" : "\\")
            items.append((text, text))
        }
        if more { items.append((say(.viewMoreQueues), say(.viewMoreQueues))) }
        if trace.spans.map(\.thread).uniqueCount >= 2 {
            let text = say(.viewAtOnceLegend, options.unicode ? "·" : ".")
            items.append((text, text))
        }
        if unfinished {
            let text: String
            switch trace.ending {
            case .crash(let signal)?:
                text = say(.viewCrashed, options.unicode ? "✕" : "X", signal)
            case .watchdog(let seconds)?:
                let quiet = TimeText.duration(UInt64(seconds * 1e9), unicode: options.unicode)
                text = say(.viewWatchdog, options.unicode ? "»" : ">", quiet)
            case nil:
                text = say(.viewOpenSpan, options.unicode ? "»" : ">")
            }
            items.append((text, palette.alert(text)))
        }
        if labels.isEmpty && trace.markLabels.isEmpty { items.append((say(.viewNoSpans), say(.viewNoSpans))) }
        var lines: [String] = []
        var line = ""
        var used = 0
        for item in items {
            let w = TextCell.width(item.plain)
            if w > options.width {  // a long item gets lines of its own, wrapped at words
                if !line.isEmpty {
                    lines.append(line)
                    line = ""
                    used = 0
                }
                lines += TextCell.wrap(item.plain, to: options.width, indent: "  ")
                continue
            }
            if used > 0 && used + 3 + w > options.width {
                lines.append(line)
                line = ""
                used = 0
            }
            if used > 0 {
                line += "   "
                used += 3
            }
            line += item.shown
            used += w
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}

extension Array where Element: Hashable {
    /// How many distinct elements the array holds.
    var uniqueCount: Int { Set(self).count }
}
