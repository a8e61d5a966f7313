/// Facts the summary and the lanes need beyond the core model: per-label
/// statistics, overlap counts by label pair, the queues each thread served.
extension Trace {
    /// Counts and times of the spans sharing one label.
    package struct LabelStats: Sendable, Equatable {
        package var label: String
        /// How many spans carry the label (finished or not).
        package var count: Int
        /// How many never ended (the run stopped first).
        package var unfinished: Int
        /// Total nanoseconds inside these spans (unfinished ones counted to the end of the run).
        package var total: UInt64
        /// Threads (indexes into ``Trace/threads``) that ran them, in order.
        package var threads: [Int]
        /// Mean nanoseconds per span.
        package var average: UInt64 { count == 0 ? 0 : total / UInt64(count) }
    }

    /// An unordered pair of span labels (`a <= b`).
    package struct LabelPair: Sendable, Hashable {
        package var a: String
        package var b: String
        package init(_ x: String, _ y: String) {
            if x <= y {
                a = x
                b = y
            } else {
                a = y
                b = x
            }
        }
    }

    /// Span labels in order of first appearance.
    package var spanLabels: [String] { Self.firstAppearance(spans.map(\.label)) }

    /// Mark labels in order of first appearance.
    package var markLabels: [String] {
        Self.firstAppearance(events.lazy.filter { $0.kind == .mark }.map(\.label))
    }

    /// Statistics for each span label, in order of first appearance.
    package var labelStats: [LabelStats] {
        var byLabel: [String: LabelStats] = [:]
        for s in spans {
            var stats = byLabel[s.label] ?? LabelStats(label: s.label, count: 0, unfinished: 0, total: 0, threads: [])
            stats.count += 1
            if !s.finished { stats.unfinished += 1 }
            stats.total += s.end - s.begin
            if !stats.threads.contains(s.thread) { stats.threads.append(s.thread) }
            byLabel[s.label] = stats
        }
        return spanLabels.compactMap { byLabel[$0] }
    }

    /// Threads in the order views list them: `main` first, then `T1`, `T2`, ….
    package var threadsMainFirst: [ThreadInfo] {
        threads.filter(\.isMain) + threads.filter { !$0.isMain }
    }

    /// Dispatch queue labels the thread ran code on, in order of first appearance.
    package func queues(ofThread index: Int) -> [String] {
        queuesByThread.indices.contains(index) ? queuesByThread[index] : []
    }

    /// Distinct Swift task ids seen, in order of first appearance (a runtime job that is no
    /// task, `job 3`, and the detail a ``EventKind/task`` event carries are not task ids).
    package var tasks: [String] {
        Self.firstAppearance(events.lazy.filter { $0.kind != .task }.map(\.task)).filter { !$0.isEmpty && !$0.hasPrefix("job ") }
    }

    /// How many events of a kind the run recorded.
    package func count(_ kind: EventKind) -> Int { kindCounts[kind] ?? 0 }

    /// Overlapping span pairs on different threads, by label pair: one sweep over the spans.
    ///
    /// Two spans overlap when each begins before the other ends; spans on the
    /// same thread never count (nesting is not parallelism). Each unordered pair counts once.
    package var overlapCounts: [LabelPair: Int] {
        var counts: [LabelPair: Int] = [:]
        var active: [Span] = []
        for x in workSpans.sorted(by: { ($0.begin, $0.id) < ($1.begin, $1.id) }) {
            active.removeAll { $0.end <= x.begin }
            for y in active where y.thread != x.thread && y.begin < x.end && x.begin < y.end {
                counts[LabelPair(x.label, y.label), default: 0] += 1
            }
            if x.end > x.begin { active.append(x) }
        }
        return counts
    }

    /// Unique strings in order of first appearance.
    static func firstAppearance<S: Sequence>(_ items: S) -> [String] where S.Element == String {
        var seen = Set<String>()
        var previous: String?
        var out: [String] = []
        for item in items where item != previous {  // runs of one label (10,000 `task` spans) hash once
            previous = item
            if seen.insert(item).inserted { out.append(item) }
        }
        return out
    }
}

extension Trace {
    /// The most threads inside spans at once within each of `buckets` equal slices of
    /// `[0, end)`: exact, not rounded to the slice, so back-to-back spans on two threads
    /// read 1, never 2. Nested spans on one thread count once.
    package func parallelism(buckets: Int, end: UInt64) -> [Int] {
        guard buckets > 0, end > 0 else { return [] }
        let points = runningChanges(empty: false)
        let bucket = { (t: UInt64) -> Int in min(buckets - 1, Int(Double(t) / Double(end) * Double(buckets))) }
        var levels = [Int](repeating: 0, count: buckets)
        var active = 0
        for (i, p) in points.enumerated() {
            active += p.delta
            guard active > 0, i + 1 < points.count, points[i + 1].time > p.time else { continue }
            for b in bucket(p.time)...bucket(points[i + 1].time - 1) { levels[b] = max(levels[b], active) }
        }
        return levels
    }
}
