/// How a run ended when it did not finish by itself: the lanes draw it.
extension Trace {
    package enum Ending: Sendable, Equatable {
        /// The watchdog stopped a run that made no progress for `seconds`.
        case watchdog(seconds: Double)
        /// The demo's process died by `signal` (its name: `SIGSEGV`).
        case crash(signal: String)
    }

    /// Records how the run ended; a watchdog's stop at `time` (ns from the run's start) extends
    /// the run, and every span still open, to that moment: the wait is drawn up to the stop.
    package mutating func end(_ ending: Ending, at time: UInt64? = nil) {
        self.ending = ending
        guard let time, time > duration else { return }
        let before = duration
        duration = time
        for i in spans.indices where !spans[i].finished && spans[i].end == before { spans[i].end = time }
    }

    /// Nesting depth of each span (0: inside no other span of its thread), by index into ``spans``.
    package var spanDepths: [Int] {
        var depths = [Int](repeating: 0, count: spans.count)
        var byThread: [Int: [Int]] = [:]
        for (i, s) in spans.enumerated() { byThread[s.thread, default: []].append(i) }
        for (_, indices) in byThread {
            var open: [Int] = []  // the enclosing spans, outermost first
            // by start, the longer first: an enclosing span comes before what it holds
            for i in indices.sorted(by: { (spans[$0].begin, spans[$1].end) < (spans[$1].begin, spans[$0].end) }) {
                while let last = open.last, spans[last].end < spans[i].begin || spans[last].end == spans[i].begin && spans[last].finished {
                    open.removeLast()
                }
                depths[i] = open.count
                open.append(i)
            }
        }
        return depths
    }
}
