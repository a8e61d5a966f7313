import Foundation
import LearnLanguage
import LearnTrace

/// What the tracer's waits (``WaitLabel``) and queued blocks say about a run that hung,
/// trapped, or left work undone, in sentences: a deadlock (a cycle of threads each waiting
/// for a queue another holds), `sync` onto the queue the thread is already on, a lost
/// wake-up (a wait no running thread will end, or one only its timeout ended), and blocks
/// queued on main that never ran. A learner's program has its waits from the playground's
/// tracer, a demo from its ``DeclaredWait``s; the places are lines, or the demo's code.
package struct WaitDiagnosis {
    let trace: Trace
    let status: RunStatus

    package init(trace: Trace, status: RunStatus) {
        self.trace = trace
        self.status = status
    }

    /// A thread blocked when the run stopped: its wait, the queue it was on, since when.
    struct Blocked {
        var thread: Int
        var wait: WaitLabel
        var queue: String
        var site: UInt64
    }

    private static let mainQueue = "com.apple.main-thread"

    /// The places whose lines the sentences name (symbolized once, by the caller).
    package var sites: Set<UInt64> {
        Set(blocked.map(\.site) + endedAlone.map(\.flow) + neverRan.map { UInt64(bitPattern: $0.value) })
    }

    /// The innermost open wait of each thread, when the run did not end normally.
    var blocked: [Blocked] {
        guard status != .finished else { return [] }
        var byThread: [Int: Trace.Span] = [:]
        for s in trace.spans where s.isWait && !s.finished {
            if let known = byThread[s.thread], known.begin > s.begin { continue }
            byThread[s.thread] = s
        }
        return byThread.sorted { $0.key < $1.key }.compactMap { thread, span in
            WaitLabel(span.label).map { Blocked(thread: thread, wait: $0, queue: span.queue, site: span.flow) }
        }
    }

    /// Blocks queued on the main queue that never began.
    var neverRan: [TraceEvent] {
        let began = Set(trace.spans.map(\.flow))
        return trace.events.filter { $0.kind == .enqueue && $0.label.hasSuffix(" → " + Self.mainQueue) && !began.contains($0.span) }
    }

    /// The sentences, each site named by `places` ("line 5", "`queueB.sync { … }`") when it has
    /// one, in the words of `words`.
    package func sentences(places: [UInt64: String], words: Catalogue = Catalogue(.en)) -> [String] {
        let at = { (site: UInt64) in places[site].map { words(.diagAt, $0) } ?? "" }
        var out: [String] = []
        let blocked = self.blocked
        let name = { (t: Int) in trace.threads[t].name }
        var explained = Set<Int>()
        // main blocked while blocks queued on main wait for it: only main runs them (issue 39)
        let mainBlocked = blocked.first { trace.threads[$0.thread].isMain && $0.wait.target == nil }
        if let main = mainBlocked, !neverRan.isEmpty {
            explained.insert(main.thread)
            let queued = neverRan.map { e in places[UInt64(bitPattern: e.value)].map { words(.diagAt, $0) } ?? "#\(e.span)" }
            out.append(
                words(.diagMainBlockedItsQueue, neverRan.count, at(main.site), main.wait.call(words), queued.joined(separator: ", ")))
        }
        for b in blocked where b.wait.target != nil && b.wait.target == b.queue {
            explained.insert(b.thread)
            let queue = QueueName.short(b.queue, words)
            let stops = isCrash ? words(.diagLibdispatchStops) : ""
            out.append(words(.diagSyncOntoOwnQueue, name(b.thread), b.wait.call(words), at(b.site), queue, stops))
        }
        if let cycle = cycle(in: blocked) {
            cycle.forEach { explained.insert($0.thread) }
            let parts = cycle.enumerated().map { i, b in
                let next = cycle[(i + 1) % cycle.count]
                if b.wait.target == nil { return words(.diagDeadlockMainWaits, name(b.thread), at(b.site), b.wait.call(words)) }
                return words(
                    .diagDeadlockWaitsFor, name(b.thread), QueueName.short(b.queue, words), at(b.site), b.wait.call(words),
                    name(next.thread))
            }
            out.append(words(.diagDeadlock, parts.joined(separator: "; ")))
        }
        let running = trace.spans.contains { !$0.isWait && !$0.finished && !blocked.map(\.thread).contains($0.thread) }
        let others = { (b: Blocked) in blocked.contains { $0.thread != b.thread } }
        for b in blocked where !explained.contains(b.thread) && b.wait.target == nil && !running && others(b) {
            out.append(words(.diagWaitsForBlocked, name(b.thread), at(b.site), b.wait.call(words)))
        }
        for b in blocked where !explained.contains(b.thread) && b.wait.target == nil && !running && !others(b) {
            let call = b.wait.what == "group" ? "leave" : "signal"
            out.append(words(.diagLostWakeupBlocked, name(b.thread), at(b.site), b.wait.call(words), b.wait.object ?? "", call))
        }
        for w in endedAlone {
            out.append(
                words(
                    .diagLostWakeupEnded, name(w.thread), RunDiagnosis.duration(w.end - w.begin), at(w.flow),
                    WaitLabel(w.label)!.call(words)))
        }
        if !neverRan.isEmpty, mainBlocked == nil {
            let places = neverRan.map { e in places[UInt64(bitPattern: e.value)] ?? "#\(e.span)" }
            out.append(words(.diagNeverRan, neverRan.count, places.joined(separator: ", ")))
        }
        return out
    }

    /// Work a finished run queued on another queue or started on a thread (`async`, `asyncAfter`,
    /// `Thread.start`) that had not begun when the program ended, at a place `places` names:
    /// the top-level code ended first, and the program with it. Only for a whole trace (no event
    /// dropped), so a block that ran is never told as one that did not.
    package var endedFirst: [TraceEvent] {
        guard status == .finished, trace.droppedEvents == 0 else { return [] }
        let began = Set(trace.spans.map(\.flow))
        return trace.events.filter { $0.kind == .enqueue && !$0.label.hasSuffix(" → " + Self.mainQueue) && !began.contains($0.span) }
    }

    /// The sentence on ``endedFirst``, its places named by `places` (the learner's lines);
    /// nil when none has a place.
    package func endedFirstSentence(places: [UInt64: String], words: Catalogue = Catalogue(.en)) -> String? {
        let named = endedFirst.compactMap { places[UInt64(bitPattern: $0.value)] }
        let unique = named.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        return unique.isEmpty ? nil : words(.diagEndedFirst, unique.count, unique.joined(separator: ", "))
    }

    /// Semaphore and group waits of a finished run that ended while no other thread recorded
    /// anything or ran code: nothing woke them but their timeout.
    private var endedAlone: [Trace.Span] {
        guard status == .finished else { return [] }
        return trace.spans.filter { w in
            guard w.isWait, w.finished, w.end > w.begin + 2_000_000, WaitLabel(w.label)?.target == nil else { return false }
            let tid = trace.threads[w.thread].tid
            let busy = trace.spans.contains { $0.thread != w.thread && !$0.isWait && $0.begin < w.end && $0.end > w.begin }
            return !busy && !trace.events.contains { $0.tid != tid && $0.kind != .runtime && $0.time > w.begin && $0.time < w.end }
        }
    }

    /// Why a run that stopped with nobody able to go on stopped, from the same facts as
    /// ``sentences(places:)``: a deadlock (a cycle of waits, or `sync` onto the queue a thread is
    /// on), or a lost wake-up (one thread waits for a signal nobody left will send).
    package enum Hang: String, Sendable {
        case deadlock
        case lostWakeup = "lost wake-up"
    }

    /// The run's hang, when its waits tell one; nil for a finished run or one they do not explain.
    package var hang: Hang? {
        let blocked = self.blocked
        if blocked.contains(where: { $0.wait.target != nil && $0.wait.target == $0.queue }) || cycle(in: blocked) != nil {
            return .deadlock
        }
        let running = trace.spans.contains { !$0.isWait && !$0.finished && !blocked.map(\.thread).contains($0.thread) }
        let lonely = blocked.contains { b in b.wait.target == nil && !blocked.contains { $0.thread != b.thread } }
        return !running && lonely ? .lostWakeup : nil
    }

    private var isCrash: Bool { if case .crashed = status { true } else { false } }

    /// A cycle of blocked threads, each waiting in `sync` for a queue the next one holds
    /// (runs an unfinished block of; main holds the main queue while it is blocked), or for a
    /// lock the next one held when the wait began.
    private func cycle(in blocked: [Blocked]) -> [Blocked]? {
        func holder(of queue: String, lockHeldBy tid: Int?) -> Blocked? {
            if let tid { return blocked.first { Int(trace.threads[$0.thread].tid) == tid } }
            return blocked.first { b in
                (queue == Self.mainQueue && trace.threads[b.thread].isMain)
                    || trace.spans.contains { $0.thread == b.thread && !$0.isWait && !$0.finished && $0.queue == queue }
            }
        }
        for start in blocked {
            var path: [Blocked] = [start]
            var current = start
            while let target = current.wait.target, let next = holder(of: target, lockHeldBy: current.wait.holder),
                next.thread != current.thread
            {
                if next.thread == start.thread { return path }
                // main, blocked in `wait()`, never serves the main queue a `sync` waits for
                if next.wait.target == nil { return path.contains { $0.thread == next.thread } ? nil : path + [next] }
                if path.contains(where: { $0.thread == next.thread }) { break }
                path.append(next)
                current = next
            }
        }
        return nil
    }
}

extension RunStatus {
    /// The status with what the run's waits say (``WaitDiagnosis``) told in it: after a crash's
    /// sentence, or before a hang's threads; a run stopped at its time limit or by the
    /// scheduler keeps its own words.
    func told(_ diagnosis: [String]) -> RunStatus {
        guard !diagnosis.isEmpty else { return self }
        switch self {
        case .crashed(let signal, let name, let summary):
            let said = summary.hasSuffix(".") ? summary : summary + "."
            return .crashed(signal: signal, name: name, summary: ([said] + diagnosis).joined(separator: " "))
        case .timedOut(let after, let report) where !hitTimeLimit:
            return .timedOut(after: after, report: diagnosis + report)
        default:
            return self
        }
    }
}
