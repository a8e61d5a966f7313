import LearnTrace

/// When each thread of a run was first seen, so the step menu names threads as the finished
/// ``Trace`` will (`main`, then `T1`, `T2`… by the time of their first event) while the run goes on.
package struct ThreadFirstSeen {
    private var first: [Int32: (time: UInt64, seq: Int, isMain: Bool)] = [:]

    package init() {}

    package mutating func see(_ e: TraceEvent) {
        if e.kind == .runtime { return }  // the runtime's lines name no thread of the demo
        if let known = first[e.tid], (known.time, known.seq) <= (e.time, e.seq) { return }
        first[e.tid] = (e.time, e.seq, e.isMain)
    }

    /// `main`, `T1`…; nil for a thread that has recorded nothing yet.
    package func name(of tid: Int32) -> String? {
        guard let mine = first[tid] else { return nil }
        if mine.isMain { return "main" }
        let before = first.values.filter { !$0.isMain && ($0.time, $0.seq) < (mine.time, mine.seq) }.count
        return "T\(before + 1)"
    }
}
