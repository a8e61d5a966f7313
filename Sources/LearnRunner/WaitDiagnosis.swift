import LearnRunner
import LearnTrace

/// What the tracer's waits (``WaitLabel``) and queued blocks say about a run that hung,
/// trapped, or left work undone, in sentences: a deadlock (a cycle of threads each waiting
/// for a queue another holds), `sync` onto the queue the thread is already on, a lost
/// wake-up (a wait no running thread will end), and blocks queued on main that never ran.
struct WaitDiagnosis {
    let trace: Trace
    let status: RunStatus

    /// A thread blocked when the run stopped: its wait, the queue it was on, since when.
    struct Blocked {
        var thread: Int
        var wait: WaitLabel
        var queue: String
        var site: UInt64
    }

    private static let mainQueue = "com.apple.main-thread"

    /// The places whose lines the sentences name (symbolized once, by the caller).
    var sites: Set<UInt64> { Set(blocked.map(\.site) + neverRan.map { UInt64(bitPattern: $0.value) }) }

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

    func sentences(lines: [UInt64: Int]) -> [String] {
        let at = { (site: UInt64) in lines[site].map { " at line \($0)" } ?? "" }
        var out: [String] = []
        let blocked = self.blocked
        let name = { (t: Int) in trace.threads[t].name }
        var explained = Set<Int>()
        for b in blocked where b.wait.target != nil && b.wait.target == b.queue {
            explained.insert(b.thread)
            let queue = QueueName.short(b.queue)
            out.append(
                "\(name(b.thread)) called \(b.wait.call)\(at(b.site)) while already running on `\(queue)`: a serial queue runs one block at a time, so the new block would wait for the one that is waiting for it, forever"
                    + (isCrash ? " — libdispatch stops the program instead" : "")
                    + ". Call the code directly, or use `async`.")
        }
        if let cycle = cycle(in: blocked) {
            cycle.forEach { explained.insert($0.thread) }
            let parts = cycle.enumerated().map { i, b in
                let next = cycle[(i + 1) % cycle.count]
                if b.wait.target == nil { return "\(name(b.thread)) waits\(at(b.site)) in \(b.wait.call), so it never runs the main queue" }
                return
                    "\(name(b.thread)) (on `\(QueueName.short(b.queue))`) waits\(at(b.site)) in \(b.wait.call), which \(name(next.thread)) holds"
            }
            out.append("A deadlock: " + parts.joined(separator: "; ") + ". Each waits for another, so none can go on.")
        }
        let running = trace.spans.contains { !$0.isWait && !$0.finished && !blocked.map(\.thread).contains($0.thread) }
        let others = { (b: Blocked) in blocked.contains { $0.thread != b.thread } }
        for b in blocked where !explained.contains(b.thread) && b.wait.target == nil && !running && others(b) {
            out.append("\(name(b.thread)) waits\(at(b.site)) in \(b.wait.call) for threads that are blocked themselves.")
        }
        for b in blocked where !explained.contains(b.thread) && b.wait.target == nil && !running && !others(b) {
            out.append(
                "A lost wake-up: \(name(b.thread)) waits\(at(b.site)) in \(b.wait.call) (\(b.wait.object ?? "")), but no other thread is running or blocked: whatever should have called `\(b.wait.what == "group" ? "leave" : "signal")()` has finished without it, so nothing will wake \(name(b.thread))."
            )
        }
        if !neverRan.isEmpty {
            let places = neverRan.map { e in lines[UInt64(bitPattern: e.value)].map { "line \($0)" } ?? "#\(e.span)" }
            out.append(
                "The \(neverRan.count == 1 ? "block" : "blocks") queued on main at \(places.joined(separator: ", ")) never ran: nothing served the main queue (a program without a main loop ends, or blocks main, first). End top-level code with `dispatchMain()` (and `exit(0)` when the work is done), or run the code without `DispatchQueue.main`."
            )
        }
        return out
    }

    private var isCrash: Bool { if case .crashed = status { true } else { false } }

    /// A cycle of blocked threads, each waiting in `sync` for a queue the next one holds
    /// (runs an unfinished block of; main holds the main queue while it is blocked).
    private func cycle(in blocked: [Blocked]) -> [Blocked]? {
        func holder(of queue: String) -> Blocked? {
            blocked.first { b in
                (queue == Self.mainQueue && trace.threads[b.thread].isMain)
                    || trace.spans.contains { $0.thread == b.thread && !$0.isWait && !$0.finished && $0.queue == queue }
            }
        }
        for start in blocked {
            var path: [Blocked] = [start]
            var current = start
            while let target = current.wait.target, let next = holder(of: target), next.thread != current.thread {
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
