import LearnLanguage

/// The `task-lanes` view: a row per Swift task on the lanes' time axis, each column saying what
/// the task was doing then — running (a run the runtime recorded, or code of the task inside a
/// span, as an actor runs a waiting task's code inside its own job), enqueued, or suspended.
///
/// ```
///                  0          20 ms       40 ms
///                  ├──────────┼───────────┼───────┤
/// task 3 group     │████████████████               │  T1
/// task 4 group     │█·············████             │  T2, T1
///                  └─ 1 column = 1.1 ms ───────────┘
/// █ running   ░ enqueued: ready, waiting for a thread   · suspended: waiting (a sleep, a
/// child, an actor)
/// ```
///
/// Tasks are named as the `tasks` view names them (`task 12`, the runtime's id); after each row,
/// the threads that ran it. Rows beyond ``maxRows`` are counted, not drawn.
struct TaskLanesView {
    let trace: Trace
    let options: RenderOptions
    static let maxRows = 30

    private enum Cell: Int { case none, suspended, enqueued, running }

    private struct Row {
        var title: String
        var cells: [Cell]
        var threads: [Int]
    }

    func render() -> String {
        let records = TaskRecords(trace)
        let named = Self.namedTasks(trace, records: records, words: options.words)
        guard !named.isEmpty else {
            let none = options.words(trace.count(.begin) > 0 ? .viewNoTaskUnderTSan : .viewNoTask)
            return TextCell.wrap(none, to: max(10, options.width - 2)).map { "  " + $0 }.joined(separator: "\n")
        }
        let palette = Palette(options)
        let titles = named.map { TextCell.truncate($0.title, to: 22) }
        let labelColumns = max(8, (titles.map(TextCell.width).max() ?? 4) + 1)
        let threadColumns = min(16, max(4, options.width / 6))
        let columns = max(10, options.width - labelColumns - 2 - threadColumns)
        let axis = TimeAxis(end: max(trace.duration, 1), columns: columns, unicode: options.unicode)
        let indent = String(repeating: " ", count: labelColumns)
        var lines = [indent + palette.dim(axis.labels()), indent + palette.dim(axis.ruler())]
        let glyphs = options.unicode ? [" ", "·", "░", "█"] : [" ", ".", "=", "#"]
        let side = options.unicode ? "│" : "|"
        for (index, task) in named.prefix(Self.maxRows).enumerated() {
            let row = self.row(task, title: titles[index], axis: axis, records: records)
            let bar = row.cells.map { glyphs[$0.rawValue] }.joined()
            let threads = TextCell.truncate(row.threads.map { trace.threads[$0].name }.joined(separator: ", "), to: threadColumns - 2)
            let title = row.title + String(repeating: " ", count: max(0, labelColumns - TextCell.width(row.title)))
            lines.append((title + palette.dim(side) + bar + palette.dim(side) + "  " + threads).replacingTrailingSpaces())
        }
        if named.count > Self.maxRows { lines.append(indent + options.words(.viewMoreTasks, "…", named.count - Self.maxRows)) }
        lines.append(indent + palette.dim(axis.footer(options.words)))
        let legend = options.words(.viewTaskLegend, glyphs[3], glyphs[2], glyphs[1])
        lines += TextCell.wrap(legend, to: max(20, options.width), indent: "")
        return lines.joined(separator: "\n")
    }

    /// The tasks to draw, in order of creation or first sight: every recorded task, then the tasks
    /// only the demo's own events name (a task the runtime's hooks did not see).
    private static func namedTasks(_ trace: Trace, records: TaskRecords, words: Catalogue) -> [(title: String, id: UInt64?)] {
        var out = records.tasks.map { (title: "task \($0.id) \($0.kind == .unknown ? "" : $0.kind.words(words))", id: Optional($0.id)) }
        var known = Set(records.tasks.map { "task \($0.id)" })
        for span in trace.spans where !span.task.isEmpty && known.insert(span.task).inserted {
            out.append((title: span.task, id: nil))
        }
        return out.map { (title: $0.title.replacingTrailingSpaces(), id: $0.id) }
    }

    private func row(_ task: (title: String, id: UInt64?), title: String, axis: TimeAxis, records: TaskRecords) -> Row {
        var cells = [Cell](repeating: .none, count: axis.columns)
        var threads: [Int] = []
        func paint(_ begin: UInt64, _ end: UInt64, _ cell: Cell) {
            guard end >= begin else { return }
            for c in axis.column(begin)...axis.column(end) where cells[c].rawValue < cell.rawValue { cells[c] = cell }
        }
        func ran(on thread: Int) { if !threads.contains(thread) { threads.append(thread) } }
        let name = task.id.map { "task \($0)" } ?? task.title
        if let id = task.id, let record = records.task(id) {
            let changes = record.states + [(time: record.completed ?? records.end, state: .completed)]
            for (from, to) in zip(changes, changes.dropFirst()) {
                switch from.state {
                case .suspended: paint(from.time, to.time, .suspended)
                case .enqueued: paint(from.time, to.time, .enqueued)
                case .running, .completed: break
                }
            }
            for run in record.runs {
                paint(run.begin, run.end, .running)
                ran(on: run.thread)
            }
        }
        let spans = trace.spans.filter { $0.task == name }
        // a task an actor ran inside its own job shows only by its spans: alive, not running, until them
        if let id = task.id, let record = records.task(id), let last = spans.map(\.end).max(), let done = record.completed, done < last {
            paint(done, last, .suspended)
        }
        for span in spans {
            paint(span.begin, span.end, .running)
            ran(on: span.thread)
        }
        return Row(title: title, cells: cells, threads: threads)
    }
}
