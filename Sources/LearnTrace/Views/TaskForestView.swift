/// The `tasks` view: a run's Swift tasks as Instruments' Swift Tasks template shows them (post
/// 003/E1) — totals, alive and running at once, lifetimes, time per state, the creation call tree
/// by line, the task forest, and where each cancel went.
struct TaskForestView {
    let trace: Trace
    let options: RenderOptions
    /// Siblings made at one line with one kind are folded into one row beyond this many.
    static let foldAbove = 3
    /// At most this many rows of the forest; the rest is counted.
    static let forestRows = 40

    func render() -> String {
        let metrics = TaskMetrics(trace)
        let records = metrics.records
        guard metrics.total > 0 else {
            let none = options.words(trace.count(.begin) > 0 ? .viewNoTaskUnderTSan : .viewNoTask)
            return TextCell.wrap(none, to: max(10, options.width - 2)).map { "  " + $0 }.joined(separator: "\n")
        }
        let palette = Palette(options)
        let time = { (ns: UInt64) in TimeText.duration(ns, unicode: options.unicode) }
        var lines = [
            palette.bold("Tasks: \(metrics.total) created")
                + ", at most \(metrics.peakAlive) alive and \(metrics.peakRunning) running at once",
            "  kinds: " + kinds(records).joined(separator: ", "),
            "  time in states (all tasks): "
                + [TaskRecord.State.running, .enqueued, .suspended].map { "\($0.rawValue) \(time(metrics.timeInStates[$0] ?? 0))" }
                .joined(separator: ", "),
            "  lifetimes: "
                + metrics.lifetimeHistogram.map { bucket in
                    (bucket.below == .max ? "longer" : "< " + time(bucket.below)) + " \(bucket.count)"
                }.joined(separator: " · "),
        ]
        if let cap = trace.taskCapSentence(unicode: options.unicode) {
            lines.insert("  " + palette.alert(cap + "; every figure but the total created is of the events kept"), at: 1)
        }
        let alive = metrics.count(.alive)
        if alive > 0 { lines.append("  \(alive) still alive when the run ended") }
        // a demo's tasks have no creation sites (its hooks cannot see them): no tree of `(in the runtime)` alone
        if records.tasks.contains(where: { !$0.site.isEmpty }) {
            lines.append(palette.bold("Created where") + " (the creation call tree, by line):")
            lines += siteTree(records, metrics: metrics).map { "  " + $0 }
        }
        lines.append(palette.bold("Task forest") + " (a child under the task that created it):")
        var rows: [String] = []
        for root in metrics.childrenByParent[0, default: []] + orphans(records) {
            forest(root, records: records, metrics: metrics, prefix: "", last: true, top: true, into: &rows)
        }
        if rows.count > Self.forestRows {
            let more = rows.count - Self.forestRows
            rows = Array(rows.prefix(Self.forestRows)) + ["… \(more) more rows"]
        }
        lines += rows.map { "  " + $0 }
        lines += TaskCancelText.lines(metrics, time: time)
        return lines.flatMap(fitted).joined(separator: "\n")
    }

    /// A line wider than the terminal, wrapped at words under its own start: a tree row's
    /// continuation keeps the tree's verticals (`├─` continues as `│ `), nothing is cut.
    private func fitted(_ line: String) -> [String] {
        guard TextCell.width(line) > options.width else { return [line] }
        let prefix = String(line.prefix { " │├└─|`-".contains($0) })
        let hang = prefix.replacingOccurrences(of: "├─", with: "│ ").replacingOccurrences(of: "└─", with: "  ")
            .replacingOccurrences(of: "|-", with: "| ").replacingOccurrences(of: "`-", with: "  ")
        let room = max(10, options.width - TextCell.width(prefix))
        return TextCell.wrap(String(line.dropFirst(prefix.count)), to: room, indent: "  ").enumerated().map { index, text in
            (index == 0 ? prefix : hang) + text
        }
    }

    private func kinds(_ records: TaskRecords) -> [String] {
        var counts: [TaskRecord.Kind: Int] = [:]
        for t in records.tasks { counts[t.kind, default: 0] += 1 }
        return TaskRecord.Kind.allCases.compactMap { kind in counts[kind].map { "\($0) \(kind.rawValue)" } }
    }

    /// Tasks whose creator was never recorded (created before tracing began).
    private func orphans(_ records: TaskRecords) -> [Int] {
        records.tasks.indices.filter { records.tasks[$0].parent != 0 && records.task(records.tasks[$0].parent) == nil }
    }

    /// Each creation site with how many tasks it made, under the site its creator was made at.
    private func siteTree(_ records: TaskRecords, metrics: TaskMetrics) -> [String] {
        final class Node {
            var count = 0
            var children: [String: Node] = [:]
            var order: [String] = []
        }
        let root = Node()
        var pathOf: [UInt64: [String]] = [:]
        for t in records.tasks {
            let site = t.site.isEmpty ? "(in the runtime)" : t.site
            let path = (pathOf[t.parent] ?? []) + [site]
            pathOf[t.id] = path
            var node = root
            for step in path {
                if node.children[step] == nil {
                    node.children[step] = Node()
                    node.order.append(step)
                }
                node = node.children[step]!
            }
            node.count += 1
        }
        var out: [String] = []
        func walk(_ node: Node, depth: Int) {
            for name in node.order where out.count < 30 {
                let child = node.children[name]!
                out.append(String(repeating: "  ", count: depth) + "\(name)  \(child.count) task" + (child.count == 1 ? "" : "s"))
                walk(child, depth: depth + 1)
            }
        }
        walk(root, depth: 0)
        return out
    }

    private func forest(
        _ i: Int, records: TaskRecords, metrics: TaskMetrics, prefix: String, last: Bool, top: Bool, into rows: inout [String]
    ) {
        guard rows.count <= Self.forestRows else { return }
        let t = records.tasks[i]
        let branch = top ? "" : (last ? (options.unicode ? "└─ " : "`- ") : (options.unicode ? "├─ " : "|- "))
        rows.append(prefix + branch + describe(t, records: records))
        let childPrefix = prefix + (top ? "" : (last ? "   " : (options.unicode ? "│  " : "|  ")))
        let groups = fold(metrics.childrenByParent[t.id, default: []], records: records, metrics: metrics)
        for (n, group) in groups.enumerated() {
            let isLast = n == groups.count - 1
            if group.count > Self.foldAbove {
                let first = records.tasks[group[0]], lastTask = records.tasks[group[group.count - 1]]
                let lives = group.map { records.tasks[$0].lifetime(end: records.end) }
                let mark = isLast ? (options.unicode ? "└─ " : "`- ") : (options.unicode ? "├─ " : "|- ")
                rows.append(
                    childPrefix + mark + "\(group.count) × \(first.kind.rawValue)" + at(first)
                        + ": task \(first.id) … task \(lastTask.id), "
                        + "lifetimes \(TimeText.duration(lives.min() ?? 0, unicode: options.unicode))–\(TimeText.duration(lives.max() ?? 0, unicode: options.unicode))"
                        + cancelNote(group.map { records.tasks[$0] }))
            } else {
                for (k, child) in group.enumerated() {
                    forest(
                        child, records: records, metrics: metrics, prefix: childPrefix, last: isLast && k == group.count - 1, top: false,
                        into: &rows)
                }
            }
        }
    }

    /// Children cut into runs of the same kind and site, each without children of its own.
    private func fold(_ children: [Int], records: TaskRecords, metrics: TaskMetrics) -> [[Int]] {
        var groups: [[Int]] = []
        for c in children {
            let t = records.tasks[c]
            if let last = groups.last?.last, records.tasks[last].kind == t.kind, records.tasks[last].site == t.site {
                groups[groups.count - 1].append(c)
            } else {
                groups.append([c])
            }
        }
        // A group folds only when none of its tasks created tasks of its own.
        return groups.flatMap { group in
            group.count > Self.foldAbove && group.allSatisfy({ metrics.childrenByParent[records.tasks[$0].id] == nil })
                ? [group] : group.map { [$0] }
        }
    }

    private func at(_ t: TaskRecord) -> String { t.site.isEmpty ? "" : " at " + t.site }

    private func describe(_ t: TaskRecord, records: TaskRecords) -> String {
        let time = { (ns: UInt64) in TimeText.duration(ns, unicode: options.unicode) }
        let threads = Set(t.runs.map(\.thread)).sorted().map { trace.threads[$0].name }
        var text = "task \(t.id) \(t.kind.rawValue)" + at(t) + ": created \(TimeText.milliseconds(t.created)) ms, "
        text += t.completed.map { "lived \(time($0 - t.created))" } ?? "alive at the end"
        text += ", ran \(t.runs.count)× on " + (threads.isEmpty ? "no thread" : threads.joined(separator: ","))
        return text + cancelNote([t])
    }

    private func cancelNote(_ tasks: [TaskRecord]) -> String {
        let cancelled = tasks.filter { $0.cancelled != nil }
        guard !cancelled.isEmpty else { return "" }
        let ignored = cancelled.filter { $0.ranAfterCancel > 0 && !$0.checkedAfterCancel }.count
        if tasks.count == 1 { return ignored > 0 ? "; cancelled, ran on without checking" : "; cancelled" }
        return "; \(cancelled.count) cancelled" + (ignored > 0 ? ", \(ignored) ran on without checking" : "")
    }
}
