/// The three views of a run, computed from its recorded events only.
///
/// SKELETON: minimal bodies. The live-runs issue draws them properly
/// (lanes as bars across the width, summary of overlaps, colours).
public enum TraceViews {
    /// One line per event: time, thread, queue, event.
    public static func log(_ trace: Trace, options: RenderOptions = .plain) -> String {
        trace.events.map { e in
            "\(e.time / 1_000_000) ms  \(trace.threadName(tid: e.tid))  \(e.queue)  \(e.kind.rawValue) \(e.label)"
        }.joined(separator: "\n")
    }

    /// One lane per thread, spans drawn as bars.
    public static func lanes(_ trace: Trace, options: RenderOptions = .plain) -> String {
        trace.threads.map { t in "\(t.name): \(trace.spans.filter { s in s.thread == t.index }.count) spans" }
            .joined(separator: "\n")
    }

    /// Threads used, peak parallelism, overlaps, counts and values.
    public static func summary(_ trace: Trace, options: RenderOptions = .plain) -> String {
        "threads: \(trace.threads.count), peak parallelism: \(trace.peakParallelism)"
    }
}

/// Renders events one by one as they arrive, naming threads in order of first appearance.
public final class LiveLog {
    private var names: [Int32: String] = [:]
    private var others = 0
    private let options: RenderOptions

    public init(options: RenderOptions = .plain) { self.options = options }

    /// The line to print for an event, or nil when this event is not shown live.
    public func line(for e: TraceEvent) -> String? {
        let name: String
        if let n = names[e.tid] { name = n } else {
            if e.isMain { name = "main" } else { others += 1; name = "T\(others)" }
            names[e.tid] = name
        }
        return "\(e.time / 1_000_000) ms  \(name)  \(e.kind.rawValue) \(e.label)"
    }
}
