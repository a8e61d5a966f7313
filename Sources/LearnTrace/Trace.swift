/// A whole recorded run, with the facts every view and every lesson check is
/// computed from: threads in order of first appearance, spans, values, output.
package struct Trace: Sendable {
    /// A thread of the run, named `main` or `T1`, `T2`, … in order of first appearance.
    package struct ThreadInfo: Sendable, Equatable {
        package var index: Int
        package var name: String
        package var tid: Int32
        package var isMain: Bool
        package var osName: String
    }

    /// A span: from its `begin` to its `end` (or to the end of the run when it never ended).
    package struct Span: Sendable, Equatable {
        package var id: UInt64
        package var label: String
        package var thread: Int
        package var queue: String
        package var task: String
        package var begin: UInt64
        package var end: UInt64
        /// False when the run stopped (crash, hang, Ctrl-C) before the span ended.
        package var finished: Bool
        /// The flow id of the `enqueue` that scheduled this span, 0 when none.
        package var flow: UInt64
    }

    package internal(set) var events: [TraceEvent]
    package private(set) var threads: [ThreadInfo] = []
    package internal(set) var spans: [Span] = []
    /// The last value reported under each name.
    package private(set) var values: [String: Int64] = [:]
    /// Events the recorder or the shell could not keep (bounded memory).
    package var droppedEvents: Int = 0
    /// Of ``droppedEvents``, the Swift task events beyond the shell's cap (counted, not kept),
    /// and how many of those created a task: ``TaskMetrics`` counts them in its total.
    package var droppedTaskEvents: Int = 0
    package var droppedTaskCreates: Int = 0
    /// Nanoseconds from the start of the run to its last event.
    package internal(set) var duration: UInt64 = 0
    /// How the run ended, when the watchdog stopped it or it crashed; nil otherwise.
    package internal(set) var ending: Ending?
    /// How many CPUs the demo's process was allowed to run on (its affinity mask); 0 when unknown.
    /// On one CPU, threads take turns: two spans "at once" were interleaved, never simultaneous.
    package var cpus: Int = 0

    private var threadIndexByTid: [Int32: Int] = [:]
    /// Queue labels each thread ran code on, in order of first appearance (see ``queues(ofThread:)``).
    private(set) var queuesByThread: [[String]] = []
    /// How many events of each kind (see ``count(_:)``).
    private(set) var kindCounts: [EventKind: Int] = [:]

    package init(events: consuming [TraceEvent], droppedEvents: Int = 0) {
        var events = events
        events.sort { ($0.time, $0.seq) < ($1.time, $1.seq) }  // in place: no copy of a million events
        self.events = events
        self.droppedEvents = droppedEvents
        build()
    }

    /// The readable name of an OS thread id in this run (`main`, `T1`, …).
    package func threadName(tid: Int32) -> String {
        threadIndexByTid[tid].map { threads[$0].name } ?? "T?"
    }

    /// The index into ``threads`` of an event's thread.
    package func threadIndex(of event: TraceEvent) -> Int {
        threadIndexByTid[event.tid] ?? 0
    }

    /// Spans with the given label (all spans when `label` is nil).
    package func spans(labeled label: String?) -> [Span] {
        guard let label else { return spans }
        return spans.filter { $0.label == label }
    }

    /// The demo's output lines (`say` events), in order.
    package var output: [TraceEvent] { events.filter { $0.kind == .say } }

    /// What the runtime wrote on the demo's stderr (``EventKind/runtime`` lines), in order.
    package var runtimeLines: [TraceEvent] { count(.runtime) == 0 ? [] : events.filter { $0.kind == .runtime } }

    /// The readable name of the thread an event ran on; `runtime` for the runtime's lines.
    package func threadName(of event: TraceEvent) -> String {
        event.kind == .runtime ? Self.runtimeThreadName : threadName(tid: event.tid)
    }

    /// What views and exports call the source of ``EventKind/runtime`` lines.
    package static let runtimeThreadName = "runtime"

    /// Marks with the given label.
    package func marks(labeled label: String) -> [TraceEvent] {
        events.filter { $0.kind == .mark && $0.label == label }
    }

    /// How many pairs of spans on *different threads* overlap in time, where one
    /// span is labelled `a` and the other `b` (nil or `*`: any label). Each unordered pair counts once.
    package func overlaps(_ a: String, _ b: String?) -> Int {
        let counts = overlapCounts
        if let b, b != "*" { return counts[LabelPair(a, b)] ?? 0 }
        return counts.reduce(0) { sum, item in
            sum + (item.key.a == a || item.key.b == a ? item.value : 0)
        }
    }

    /// The most threads that were running code at the same moment: inside a span and not
    /// blocked in a wait (``WaitLabel``).
    package var peakParallelism: Int {
        var active = 0
        var peak = 0
        for change in runningChanges(empty: true) {
            active += change.delta
            peak = max(peak, active)
        }
        return peak
    }

    /// Distinct threads that ran spans with this label.
    package func threads(running label: String) -> Set<Int> {
        Set(spans(labeled: label).map(\.thread))
    }

    private mutating func build() {
        var open: [UInt64: Int] = [:]  // span id -> index into spans
        for e in events {
            duration = max(duration, e.time)
            kindCounts[e.kind, default: 0] += 1
            if e.kind == .runtime { continue }  // the runtime's lines name no thread of the demo
            let t = registerThread(e)
            if !e.queue.isEmpty, queuesByThread[t].last != e.queue, !queuesByThread[t].contains(e.queue) {
                queuesByThread[t].append(e.queue)
            }
            switch e.kind {
            case .begin:
                open[e.span] = spans.count
                spans.append(
                    Span(
                        id: e.span, label: e.label, thread: t, queue: e.queue, task: e.task,
                        begin: e.time, end: e.time, finished: false, flow: UInt64(bitPattern: e.value)))
            case .end:
                if let i = open.removeValue(forKey: e.span) {
                    spans[i].end = e.time
                    spans[i].finished = true
                }
            case .value:
                values[e.label] = e.value
            case .mark, .say, .enqueue, .runtime, .task:
                break
            }
        }
        for i in open.values { spans[i].end = duration }
    }

    private mutating func registerThread(_ e: TraceEvent) -> Int {
        if let i = threadIndexByTid[e.tid] { return i }
        let others = threads.filter { !$0.isMain }.count
        let info = ThreadInfo(
            index: threads.count, name: e.isMain ? "main" : "T\(others + 1)",
            tid: e.tid, isMain: e.isMain, osName: e.threadName)
        threadIndexByTid[e.tid] = threads.count
        threads.append(info)
        queuesByThread.append([])
        return info.index
    }
}
