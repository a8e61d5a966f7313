/// The figures Instruments' Swift Tasks template shows (post 003/E1), computed from a run's
/// ``TaskRecords``: total tasks, alive and running at once, lifetimes, time per state, and the
/// facts about cancellation a lesson can test (``TaskFact``).
package struct TaskMetrics: Sendable {
    package let records: TaskRecords
    /// Tasks created (or seen) during the run: those whose events were kept, and the creations
    /// counted beyond the shell's cap (``Trace/droppedTaskCreates``).
    package let total: Int
    /// The most tasks alive (created, not completed) at one moment.
    package let peakAlive: Int
    /// The most tasks running on threads at one moment.
    package let peakRunning: Int
    /// Nanoseconds all tasks together spent in each state.
    package let timeInStates: [TaskRecord.State: UInt64]
    /// Each task's id → the tasks it created, in order.
    package let childrenByParent: [UInt64: [Int]]

    /// When creations went beyond the cap, the total is the creations kept and counted: a task
    /// whose creation was not kept but whose later events were would otherwise count twice.
    package init(_ trace: Trace) {
        let records = TaskRecords(trace)
        guard trace.droppedTaskCreates > 0 else {
            self.init(records)
            return
        }
        let kept = trace.events.reduce(0) { $0 + ($1.kind == .task && $1.label == "create" ? 1 : 0) }
        self.init(records, total: kept + trace.droppedTaskCreates)
    }

    /// `total`: the tasks created, when more than `records` holds (see ``init(_:)-(Trace)``).
    package init(_ records: TaskRecords, total: Int? = nil) {
        self.records = records
        self.total = total ?? records.tasks.count
        let end = records.end
        peakAlive = Self.peak(records.tasks.map { ($0.created, $0.completed ?? .max) })
        peakRunning = Self.peak(records.tasks.flatMap { $0.runs.map { ($0.begin, $0.end) } })
        var states: [TaskRecord.State: UInt64] = [:]
        var children: [UInt64: [Int]] = [:]
        for (i, t) in records.tasks.enumerated() {
            for (state, time) in t.timeInStates(end: end) { states[state, default: 0] += time }
            children[t.parent, default: []].append(i)
        }
        timeInStates = states
        childrenByParent = children
    }

    /// The most intervals open at once (an interval ending at `t` closes before one opening at `t`).
    static func peak(_ intervals: [(UInt64, UInt64)]) -> Int {
        var points: [(UInt64, Int)] = []
        points.reserveCapacity(intervals.count * 2)
        for (begin, end) in intervals {
            points.append((begin, 1))
            if end != .max { points.append((end, -1)) }
        }
        points.sort { ($0.0, $0.1) < ($1.0, $1.1) }
        var open = 0
        var most = 0
        for (_, delta) in points {
            open += delta
            most = max(most, open)
        }
        return most
    }

    /// Lifetimes counted in buckets of powers of ten: (upper bound in ns, count), the empty ends left out.
    package var lifetimeHistogram: [(below: UInt64, count: Int)] {
        var counts = [Int](repeating: 0, count: 12)  // < 1 µs … < 100 s, and longer
        for t in records.tasks {
            let life = t.lifetime(end: records.end)
            var bound: UInt64 = 1_000
            var slot = 0
            while slot < 11 && life >= bound {
                bound *= 10
                slot += 1
            }
            counts[slot] += 1
        }
        guard let first = counts.firstIndex(where: { $0 > 0 }), let last = counts.lastIndex(where: { $0 > 0 }) else { return [] }
        return (first...last).map { slot in
            var bound: UInt64 = 1_000
            for _ in 0..<slot { bound *= 10 }
            return (slot == 11 ? .max : bound, counts[slot])
        }
    }

    /// How many tasks a fact counts.
    package func count(_ fact: TaskFact) -> Int {
        let tasks = records.tasks
        switch fact {
        case .created: return total
        case .peakAlive: return peakAlive
        case .peakRunning: return peakRunning
        case .cancelled: return tasks.filter { $0.cancelled != nil }.count
        case .cancelledRunning: return tasks.filter { $0.cancelledWhileRunning || $0.ranAfterCancel > 0 }.count
        case .outlivedCancel: return outlivedCancel.count
        case .ignoredCancel: return ignoredCancel.count
        case .alive: return tasks.filter { $0.completed == nil }.count
        }
    }

    /// Structured children a cancel of an ancestor (or their group's `cancelAll`) reached while alive:
    /// each outlived that cancel.
    package var outlivedCancel: [TaskRecord] {
        let reached = Set(records.cancels.flatMap { c in c.reached.filter { $0 != c.target || c.isGroup } })
        return records.tasks.filter { reached.contains($0.id) && $0.kind.isStructured }
    }

    /// Tasks a cancel reached that ran on afterwards and never looked at the flag again.
    package var ignoredCancel: [TaskRecord] {
        records.tasks.filter { $0.cancelled != nil && $0.ranAfterCancel > 0 && !$0.checkedAfterCancel }
    }
}

/// A fact about a run's tasks, counted: what `tasks FACT OP N` compares and `{tasks:FACT}` shows.
package enum TaskFact: String, Sendable, CaseIterable {
    /// Tasks created.
    case created
    /// The most tasks alive at once.
    case peakAlive = "peak-alive"
    /// The most tasks running at once.
    case peakRunning = "peak-running"
    /// Tasks a cancel reached.
    case cancelled
    /// Tasks that were running when a cancel reached them, or ran after it.
    case cancelledRunning = "cancelled-running"
    /// Structured children still alive when a cancel of their parent (or their group's) reached them.
    case outlivedCancel = "outlived-cancel"
    /// Tasks a cancel reached that ran on and never checked the flag afterwards.
    case ignoredCancel = "ignored-cancel"
    /// Tasks not completed when the run ended.
    case alive

    /// In words, for a check: "tasks created", "tasks alive at once (peak)".
    package var words: String {
        switch self {
        case .created: "tasks created"
        case .peakAlive: "tasks alive at once (at the peak)"
        case .peakRunning: "tasks running at once (at the peak)"
        case .cancelled: "tasks a cancel reached"
        case .cancelledRunning: "tasks that ran while cancelled"
        case .outlivedCancel: "child tasks alive when their parent's cancel reached them"
        case .ignoredCancel: "cancelled tasks that ran on with no `isCancelled` or `checkCancellation()` seen"
        case .alive: "tasks still alive when the run ended"
        }
    }
}
