/// Events as JSON lines (`--json`): one object per event, keys in a fixed order:
/// `seq, time_ns, thread, tid, main, queue, task, kind, label, span, value` and `run` when given.
///
/// `thread` is the readable name (`main`, `T1`, …) the views use; a line the runtime
/// wrote on stderr has kind `runtime`, thread `runtime` and tid 0.
package enum JSONLines {
    /// Every event of a run, one JSON object per line (no trailing newline).
    package static func encode(_ trace: Trace, run: Int? = nil) -> String {
        trace.events.map { line(for: $0, thread: trace.threadName(of: $0), run: run) }
            .joined(separator: "\n")
    }

    /// One event as one JSON object on one line.
    package static func line(for e: TraceEvent, thread: String, run: Int? = nil) -> String {
        var s = "{\"seq\":"
        s += String(e.seq)
        s += ",\"time_ns\":"
        s += String(e.time)
        s += ",\"thread\":"
        s += JSONText.quote(thread)
        s += ",\"tid\":"
        s += String(e.tid)
        s += e.isMain ? ",\"main\":true" : ",\"main\":false"
        s += ",\"queue\":"
        s += JSONText.quote(e.queue)
        s += ",\"task\":"
        s += JSONText.quote(e.task)
        s += ",\"kind\":\""
        s += e.kind.rawValue
        s += "\",\"label\":"
        s += JSONText.quote(e.label)
        s += ",\"span\":"
        s += String(e.span)
        s += ",\"value\":"
        s += String(e.value)
        if let run {
            s += ",\"run\":"
            s += String(run)
        }
        s += "}"
        return s
    }

    /// Writes events as they arrive (streaming `--json`), naming threads in order of first appearance.
    package struct Stream: Sendable {
        private var namer = ThreadNamer()
        private let run: Int?
        package init(run: Int? = nil) { self.run = run }
        /// The line for the next event.
        package mutating func line(for e: TraceEvent) -> String {
            JSONLines.line(for: e, thread: namer.name(for: e), run: run)
        }
    }
}
