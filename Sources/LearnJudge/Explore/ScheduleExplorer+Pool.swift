import LearnTrace

extension ScheduleExplorer {
    /// Whether a run's trace shows a queue's block that waited for a pool thread: a worker thread
    /// began it after ending another block, and it had been queued before that one ended, so a
    /// free thread would have run the two side by side. libdispatch's pool runs at most as many
    /// blocks at once as the process has CPUs (a thread more about once a second, when they all
    /// block), so a search on this machine tries no order that needs more of them together.
    /// Two blocks of one queue count only where that queue may be concurrent (a global queue,
    /// or any queue when `concurrentQueues`: the program makes one), as a serial queue's next
    /// block waits for its last by design.
    package static func blockWaitedForAThread(_ events: [TraceEvent], concurrentQueues: Bool) -> Bool {
        var enqueuedAt: [UInt64: Int] = [:]
        // each worker thread's open blocks (their spans), and its last outermost block's end
        var open: [Int32: [(span: UInt64, queue: String)]] = [:]
        var lastEnded: [Int32: (seq: Int, queue: String)] = [:]
        for event in events {
            if event.isMain && event.kind != .enqueue { continue }  // main's blocks are main's, not the pool's
            switch event.kind {
            case .enqueue:
                enqueuedAt[event.span] = event.seq
            case .begin where event.value > 0 && !WaitLabel.isWait(event.label):
                if open[event.tid, default: []].isEmpty, let last = lastEnded[event.tid],
                    let queued = enqueuedAt[UInt64(event.value)], queued < last.seq,
                    last.queue != event.queue || event.queue.hasPrefix("com.apple.root.") || concurrentQueues
                {
                    return true
                }
                open[event.tid, default: []].append((event.span, event.queue))
            case .end:
                guard let top = open[event.tid]?.last, top.span == event.span else { continue }
                open[event.tid]!.removeLast()
                if open[event.tid]!.isEmpty { lastEnded[event.tid] = (event.seq, top.queue) }
            default:
                break
            }
        }
        return false
    }
}
