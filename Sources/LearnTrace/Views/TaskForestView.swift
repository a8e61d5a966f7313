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
        let say = options.words
        let time = { (ns: UInt64) in TimeText.duration(ns, unicode: options.unicode) }
        let states = [TaskRecord.State.running, .enqueued, .suspended].map { "\($0.words(say)) \(time(metrics.timeInStates[$0] ?? 0))" }
        let lifetimes = metrics.lifetimeHistogram.map { bucket in
            bucket.below == .max ? say(.tasksLifetimeLonger, bucket.count) : say(.tasksLifetimeBelow, time(bucket.below), bucket.count)
        }
        var lines = [
            palette.bold(say(.tasksCreated, metrics.total)) + say(.tasksAtOnce, metrics.peakAlive, metrics.peakRunning),
            say(.tasksKinds, kinds(records).joined(separator: ", ")),
            say(.tasksTimeInStates, states.joined(separator: ", ")),
            say(.tasksLifetimes, lifetimes.joined(separator: " · ")),
        ]
        if let cap = trace.taskCapSentence(unicode: options.unicode, words: say) {
            lines.insert("  " + palette.alert(say(.tasksCapFigures, cap)), at: 1)
        }
        let alive = metrics.count(.alive)
        if alive > 0 { lines.append(say(.tasksStillAlive, alive)) }
        // a demo's tasks have no creation sites (its hooks cannot see them): no tree of `(in the runtime)` alone
        if records.tasks.contains(where: { !$0.site.isEmpty }) {
            lines.append(palette.bold(say(.tasksCreatedWhere)) + say(.tasksCreatedWhereNote))
            lines += siteTree(records, metrics: metrics).map { "  " + $0 }
        }
        lines.append(palette.bold(say(.tasksForest)) + say(.tasksForestNote))
        var rows: [String] = []
        for root in metrics.childrenByParent[0, default: []] + orphans(records) {
            forest(root, records: records, metrics: metrics, prefix: "", last: true, top: true, into: &rows)
        }
        if rows.count > Self.forestRows {
            let more = rows.count - Self.forestRows
            rows = Array(rows.prefix(Self.forestRows)) + [say(.tasksMoreRows, more)]
        }
        lines += rows.map { "  " + $0 }
        lines += TaskCancelText.lines(metrics, time: time, words: say)
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
        return TaskRecord.Kind.allCases.compactMap { kind in
            counts[kind].map { options.words(.tasksKindCount, $0, kind.words(options.words)) }
        }
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
            let site = t.site.isEmpty ? options.words(.tasksInRuntime) : t.site
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
                let row = options.words(.tasksSite, child.count, name)
                out.append(String(repeating: "  ", count: depth) + row)
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
                let duration = { (ns: UInt64) in TimeText.duration(ns, unicode: options.unicode) }
                let folded = options.words(
                    .tasksFolded, group.count, first.kind.words(options.words), at(first), first.id, lastTask.id,
                    duration(lives.min() ?? 0), duration(lives.max() ?? 0))
                rows.append(childPrefix + mark + folded + cancelNote(group.map { records.tasks[$0] }))
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

    private func at(_ t: TaskRecord) -> String { t.site.isEmpty ? "" : options.words(.tasksAt, t.site) }

    private func describe(_ t: TaskRecord, records: TaskRecords) -> String {
        let say = options.words
        let threads = Set(t.runs.map(\.thread)).sorted().map { trace.threads[$0].name }
        let kind = t.kind.words(say), created = TimeText.milliseconds(t.created)
        var text =
            t.completed.map { say(.tasksRowLived, t.id, kind, at(t), created, TimeText.duration($0 - t.created, unicode: options.unicode)) }
            ?? say(.tasksRowAlive, t.id, kind, at(t), created)
        text += threads.isEmpty ? say(.tasksRanNowhere) : say(.tasksRanOn, t.runs.count, threads.joined(separator: ","))
        return text + cancelNote([t])
    }

    private func cancelNote(_ tasks: [TaskRecord]) -> String {
        let cancelled = tasks.filter { $0.cancelled != nil }
        guard !cancelled.isEmpty else { return "" }
        let ignored = cancelled.filter { $0.ranAfterCancel > 0 && !$0.checkedAfterCancel }.count
        if tasks.count == 1 { return options.words(ignored > 0 ? .tasksCancelledIgnored : .tasksCancelledOne) }
        return options.words(.tasksCancelledMany, cancelled.count) + (ignored > 0 ? options.words(.tasksCancelledIgnoredMany, ignored) : "")
    }
}
