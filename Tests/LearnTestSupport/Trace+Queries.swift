import LearnTrace

/// Questions tests ask of a trace: the lessons' conditions, stated over real runs.
extension Trace {
    /// Spans and marks with this label, as (thread index, begin, end).
    package func occurrences(_ label: String) -> [(thread: Int, begin: UInt64, end: UInt64)] {
        spans(labeled: label).map { ($0.thread, $0.begin, $0.end) }
            + marks(labeled: label).map { (threadIndex(of: $0), $0.time, $0.time) }
    }

    package func count(_ label: String) -> Int { occurrences(label).count }

    /// There is at least one, and every one ran on the process's main thread.
    package func allOnMain(_ label: String) -> Bool {
        let all = occurrences(label)
        return !all.isEmpty && all.allSatisfy { threads[$0.thread].isMain }
    }

    /// There is at least one, and none ran on the main thread.
    package func noneOnMain(_ label: String) -> Bool {
        let all = occurrences(label)
        return !all.isEmpty && all.allSatisfy { !threads[$0.thread].isMain }
    }

    /// No two `a` spans were open at the same moment, on any threads.
    package func oneAtATime(_ a: String) -> Bool {
        let sorted = spans(labeled: a).sorted { $0.begin < $1.begin }
        return zip(sorted, sorted.dropFirst()).allSatisfy { $0.end <= $1.begin }
    }

    /// No `a` span was open while a `b` span was.
    package func neverDuring(_ a: String, _ b: String) -> Bool {
        let left = spans(labeled: a), right = spans(labeled: b)
        return left.allSatisfy { x in right.allSatisfy { y in x.id == y.id || x.end <= y.begin || y.end <= x.begin } }
    }

    /// A value the demo reported, or nil.
    package func value(_ name: String) -> Int? { values[name].map(Int.init) }

    /// The demo's output lines.
    package var said: [String] { output.map(\.label) }

    /// A value the demo reported as an Int, or -1 when it did not.
    package func number(_ name: String) -> Int { values[name].map { Int($0) } ?? -1 }

    /// The lesson condition `before A B`: every `a` (span end, or mark) happened
    /// before any `b` (span begin, or mark). False when either never happened.
    package func happened(_ a: String, before b: String) -> Bool {
        let ends = spans(labeled: a).map(\.end) + marks(labeled: a).map(\.time)
        let begins = spans(labeled: b).map(\.begin) + marks(labeled: b).map(\.time)
        guard let lastEnd = ends.max(), let firstBegin = begins.min() else { return false }
        return lastEnd <= firstBegin
    }

    /// Spans that never ended: the run stopped (crash, hang, Ctrl-C) while they were open.
    package var unfinishedSpans: [Span] { spans.filter { !$0.finished } }

    /// The thread a span ran on.
    package func thread(of span: Span) -> ThreadInfo { threads[span.thread] }
}
