/// One Swift task of a run, as the concurrency runtime reported it (``EventKind/task`` events).
package struct TaskRecord: Sendable, Equatable {
    /// How the task was made: the runtime's job flags (child, group, async let) and the flags
    /// `swift_task_create` was called with (`Task {}` inherits its creator's context,
    /// `Task.detached` does not; the async main task is not enqueued at creation).
    package enum Kind: String, Sendable, CaseIterable {
        case main, child, group, asyncLet = "async-let", task, detached
        /// `Task {}` or `Task.detached`, not told apart (a demo's records: see ``TaskHooks``).
        case unstructured
        case unknown

        /// A structured child: cancelling its parent cancels it, and it ends before its parent.
        package var isStructured: Bool { self == .child || self == .group || self == .asyncLet }
    }

    /// What a task is doing from one moment on.
    package enum State: String, Sendable, CaseIterable {
        /// Ready, waiting for a thread (enqueued on an executor).
        case enqueued
        /// A thread runs it.
        case running
        /// Waiting for something (a child, a sleep, an actor, a continuation), not enqueued.
        case suspended
        /// Done.
        case completed
    }

    /// One stretch of running on one thread.
    package struct Run: Sendable, Equatable {
        /// The index into ``Trace/threads``.
        package var thread: Int
        package var begin: UInt64
        package var end: UInt64
        /// False when the run stopped before the job returned.
        package var finished: Bool
    }

    /// The runtime's id (`swift_task_getJobTaskId`), unique in the process.
    package var id: UInt64
    /// The task that created it (0: none, as for the main task); its parent when ``Kind/isStructured``.
    package var parent: UInt64 = 0
    package var kind: Kind = .unknown
    /// Where it was created: `main.swift:12` once symbolised, `0x…` (an offset in the program) before,
    /// empty when the call came from the runtime itself.
    package var site: String = ""
    /// When it was created (or first seen, when its creation was not recorded).
    package var created: UInt64
    /// Each time a thread ran it.
    package var runs: [Run] = []
    /// Every change of state, in order: (time, state).
    package var states: [(time: UInt64, state: State)] = []
    /// When a cancel reached it: its own `cancel()`, its structured parent's, or its group's `cancelAll()`.
    package var cancelled: UInt64?
    /// When the runtime's cancelled flag was first seen set on it (at a run, a return or a check).
    package var cancelSeen: UInt64?
    /// When it completed; nil when the run ended first.
    package var completed: UInt64?
    /// Its looks at `Task.isCancelled` and `Task.checkCancellation()`: (time, saw the flag set).
    package var checks: [(time: UInt64, cancelled: Bool)] = []

    package init(id: UInt64, created: UInt64) {
        self.id = id
        self.created = created
    }

    package static func == (a: TaskRecord, b: TaskRecord) -> Bool {
        a.id == b.id && a.parent == b.parent && a.kind == b.kind && a.site == b.site && a.created == b.created
            && a.runs == b.runs && a.states.map(\.state) == b.states.map(\.state) && a.cancelled == b.cancelled
            && a.completed == b.completed
    }

    /// The last state it was seen in.
    package var state: State { states.last?.state ?? .enqueued }

    /// From creation to completion, or to `end` (the end of the run) when it never completed.
    package func lifetime(end: UInt64) -> UInt64 { (completed ?? max(end, created)) - created }

    /// Nanoseconds spent in each state, up to `end` for the last one.
    package func timeInStates(end: UInt64) -> [State: UInt64] {
        var out: [State: UInt64] = [:]
        var previous: (time: UInt64, state: State) = (created, .enqueued)
        for change in states + [(end, .completed)] {
            if previous.state != .completed, change.time >= previous.time {
                out[previous.state, default: 0] += change.time - previous.time
            }
            previous = change
        }
        return out
    }

    /// Nanoseconds it ran after a cancel reached it.
    package var ranAfterCancel: UInt64 {
        guard let cancelled else { return 0 }
        return runs.reduce(0) { sum, run in sum + (run.end > cancelled ? run.end - max(run.begin, cancelled) : 0) }
    }

    /// True when it looked at the cancelled flag after the cancel reached it.
    package var checkedAfterCancel: Bool {
        guard let cancelled else { return false }
        return checks.contains { $0.time >= cancelled }
    }

    /// True when a thread was running it at the moment the cancel reached it.
    package var cancelledWhileRunning: Bool {
        guard let cancelled else { return false }
        return runs.contains { $0.begin <= cancelled && cancelled <= $0.end }
    }
}
