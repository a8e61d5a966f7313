/// What one trace event says happened.
package enum EventKind: String, Sendable, Codable, CaseIterable {
    /// A span began (`trace.span("read") { … }` opens one).
    case begin
    /// A span ended; `span` names the matching `begin`.
    case end
    /// An instant: something happened at one moment (`trace.mark("1.작업 종료")`).
    case mark
    /// A named number the demo reports (`trace.value("count", 41)`).
    case value
    /// A line of the demo's own output, as the source post would `print` it.
    case say
    /// A block was handed to a queue; `span` is the flow id the block's span carries.
    case enqueue
    /// A line the demo's process wrote to stderr (or stdout) outside the trace: the
    /// runtime's own words (corelibs Foundation's `*** …` warnings, libdispatch, Swift's
    /// `Fatal error`, ThreadSanitizer). The runner adds it with the time the line
    /// arrived; it belongs to no thread of the demo (`tid` 0).
    case runtime
    /// A Swift task's state, recorded from the concurrency runtime itself: `label` is the
    /// state word (`create`, `enqueue`, `run`, `suspend`, `complete`, `stop`, `cancel`,
    /// `cancel-all`, `check`), `span` the task's id; see ``TaskRecords`` for the rest.
    case task
}

/// One recorded event of a demo run.
///
/// Events carry raw identities (the OS thread id, the queue label); readable
/// names such as `main`, `T1`, `T2` are given by ``Trace`` in order of first
/// appearance, so they are the same in every view of one run.
package struct TraceEvent: Sendable, Equatable, Hashable {
    /// Order of recording as merged by the recorder (0-based).
    package var seq: Int
    /// Monotonic nanoseconds since the demo started.
    package var time: UInt64
    /// The OS thread id (`gettid`); 0 for ``EventKind/runtime`` lines, which name no thread.
    package var tid: Int32
    /// True when the event was recorded on the process's main thread (tid == pid).
    package var isMain: Bool
    /// The OS thread name when the thread first recorded (may be empty).
    package var threadName: String
    /// The label of the dispatch queue the code ran on, empty when none.
    package var queue: String
    /// The Swift task the code ran in, empty when none.
    package var task: String
    package var kind: EventKind
    /// The span, mark or value name; the output text for `say`.
    package var label: String
    /// Pairs `begin` with `end`; the flow id for `enqueue` (and the span that ran it); else 0.
    package var span: UInt64
    /// The value for `.value` events; for `.begin`, the flow id of the `enqueue` that scheduled it (0: none); 0 otherwise.
    package var value: Int64

    package init(
        seq: Int, time: UInt64, tid: Int32, isMain: Bool, threadName: String = "",
        queue: String = "", task: String = "", kind: EventKind, label: String,
        span: UInt64 = 0, value: Int64 = 0
    ) {
        self.seq = seq
        self.time = time
        self.tid = tid
        self.isMain = isMain
        self.threadName = threadName
        self.queue = queue
        self.task = task
        self.kind = kind
        self.label = label
        self.span = span
        self.value = value
    }
}
