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

    /// Overlapping span pairs on different threads, by label pair: one sweep over the spans'
    /// running parts.
    ///
    /// Two spans overlap when both threads were running them at one moment: each began before
    /// the other ended, at a time neither thread was blocked in a wait (``WaitLabel``) — the
    /// one meaning of "at once" the lanes' `at once` row and ``peakParallelism`` use. Spans on
    /// the same thread never count (nesting is not parallelism). Each unordered pair counts once.
    package var overlapCounts: [LabelPair: Int] {
        let work = workSpans
        var pieces = runningPieces(of: work)
        pieces.sort { ($0.begin, $0.span) < ($1.begin, $1.span) }
        var split = [Bool](repeating: false, count: work.count)  // spans cut by a wait into pieces
        var counted = [Int](repeating: 0, count: work.count)
        for p in pieces { counted[p.span] += 1 }
        for i in counted.indices where counted[i] > 1 { split[i] = true }
        var counts: [LabelPair: Int] = [:]
        var pairs = Set<Int>()  // pairs of split spans already counted (x * count + y)
        var active: [(begin: UInt64, end: UInt64, span: Int)] = []
        for x in pieces {
            active.removeAll { $0.end <= x.begin }
            let a = work[x.span]
            for y in active where work[y.span].thread != a.thread && y.begin < x.end && x.begin < y.end {
                if split[x.span] || split[y.span] {
                    let key = min(x.span, y.span) * work.count + max(x.span, y.span)
                    guard pairs.insert(key).inserted else { continue }
                }
                counts[LabelPair(a.label, work[y.span].label), default: 0] += 1
            }
            if x.end > x.begin { active.append(x) }
        }
        return counts
    }

    /// Each span's running parts: its time less the waits its own thread was blocked in then.
    /// A span never inside a wait is one part, however short; a span wholly inside one has none.
    private func runningPieces(of work: [Span]) -> [(begin: UInt64, end: UInt64, span: Int)] {
        var waits: [Int: [Span]] = [:]
        for s in spans where s.isWait { waits[s.thread, default: []].append(s) }
        for t in waits.keys { waits[t]!.sort { $0.begin < $1.begin } }
        var pieces: [(begin: UInt64, end: UInt64, span: Int)] = []
        pieces.reserveCapacity(work.count)
        for (i, s) in work.enumerated() {
            guard let blocked = waits[s.thread] else {
                pieces.append((s.begin, s.end, i))
                continue
            }
            var start = s.begin
            var cut = false
            // the first wait that ends after the span begins (a thread's waits do not overlap)
            var lo = 0
            var hi = blocked.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if blocked[mid].end <= s.begin { lo = mid + 1 } else { hi = mid }
            }
            for w in blocked[lo...] {
                guard w.begin < s.end || (w.begin == s.begin && s.end == s.begin) else { break }
                cut = true
                if w.begin > start { pieces.append((start, w.begin, i)) }
                start = max(start, w.end)
                if start >= s.end { break }
            }
            if !cut || start < s.end { pieces.append((start, s.end, i)) }
        }
        return pieces
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
