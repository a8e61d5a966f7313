import LearnLanguage

/// A span a traced program records while a thread is blocked and cannot go on: in `sync`
/// onto a queue (`wait: sync → queue.b`), in `semaphore.wait()` (`wait: semaphore 1`) or in
/// `group.wait()` (`wait: group 2`). Its begin's value is where in the program the call was
/// made (an offset the playground turns into a line), not a flow id.
///
/// A wait is drawn as waiting, not as work, and a blocked thread does not count as running
/// in ``Trace/peakParallelism`` or the lanes' `at once` row.
package struct WaitLabel: Sendable, Equatable {
    package static let prefix = "wait: "

    /// `sync`, `barrier sync`, `semaphore` or `group`.
    package var what: String
    /// The queue a `sync` waits for; nil for a semaphore or a group.
    package var target: String?
    /// `semaphore 1`, `group 2`: which one, numbered in the order first waited on.
    package var object: String?
    /// A lock's wait (`wait: lock → accounts@4242`): the tid of the thread that held the lock
    /// when the wait began (a learner's program in a scheduled run).
    package var holder: Int?

    package init?(_ label: String) {
        guard label.hasPrefix(Self.prefix) else { return nil }
        let rest = label.dropFirst(Self.prefix.count)
        if let arrow = rest.range(of: " → ") {
            what = String(rest[..<arrow.lowerBound])
            target = String(rest[arrow.upperBound...])
            if what == "lock", let at = target?.lastIndex(of: "@") {
                holder = Int(target![target!.index(after: at)...])
                target = String(target![..<at])
            }
        } else {
            what = String(rest.prefix { !$0.isNumber }).trimmingCharacters(in: .whitespaces)
            object = String(rest)
        }
    }

    /// True for a label the tracer gives a wait.
    package static func isWait(_ label: String) -> Bool { label.hasPrefix(prefix) }

    /// The call the learner wrote, in `words`: "`sync` onto `queue.b`", "`semaphore.wait()`",
    /// "`group.wait()`".
    package func call(_ words: Catalogue) -> String {
        if what == "lock", let target { return "`\(target).lock()`" }
        if let target { return words(.diagCallOnto, what, QueueName.short(target, words)) }
        return "`\(what).wait()`"
    }
}

extension Trace.Span {
    /// True for a span the tracer recorded while the thread was blocked (``WaitLabel``).
    package var isWait: Bool { WaitLabel.isWait(label) }
}

extension Trace {
    /// When each thread began and stopped running code — inside a span and not blocked in
    /// a wait — as (time, +1 or -1, thread) in time order, stops first at one instant.
    /// `empty` keeps spans that begin and end at the same instant.
    func runningChanges(empty: Bool) -> [(time: UInt64, delta: Int, thread: Int)] {
        // `order`: at one instant, stops first, then starts; a span still open when the run
        // stopped (a crash, the watchdog) ends after everything that began then: the threads
        // inside spans at the crash were inside them together, as the lanes draw them.
        var points: [(time: UInt64, delta: Int, thread: Int, wait: Bool, order: Int)] = []
        points.reserveCapacity(spans.count * 2)
        for s in spans where empty || s.end > s.begin || !s.finished {
            let wait = s.isWait
            points.append((s.begin, wait ? -1 : 1, s.thread, wait, wait ? -1 : 1))
            points.append((s.end, wait ? 1 : -1, s.thread, wait, s.finished ? (wait ? 1 : -1) : 2))
        }
        points.sort { ($0.time, $0.order) < ($1.time, $1.order) }
        var work = [Int: Int]()
        var waits = [Int: Int]()
        var changes: [(time: UInt64, delta: Int, thread: Int)] = []
        for p in points {
            let before = work[p.thread, default: 0] > 0 && waits[p.thread, default: 0] == 0
            if p.wait { waits[p.thread, default: 0] -= p.delta } else { work[p.thread, default: 0] += p.delta }
            let after = work[p.thread, default: 0] > 0 && waits[p.thread, default: 0] == 0
            if before != after { changes.append((p.time, after ? 1 : -1, p.thread)) }
        }
        return changes
    }

    /// The spans that are work, not waits.
    package var workSpans: [Span] { spans.filter { !$0.isWait } }
}
