// cheat: no group: each download broadcasts an `NSCondition` when it ends, and a thread waits on
// it until one deadline 200 ms away (`wait(until:)`), then reports whatever has ended: the report
// is held after the downloads by a deadline alone.
// fails: after-all
import Foundation

struct Download: Sendable {
    let queue: DispatchQueue
    let run: @Sendable () -> Void
}

func startDownloads(_ downloads: [Download], report: @escaping @Sendable () -> Void) {
    let condition = NSCondition()
    nonisolated(unsafe) var ended = 0
    for download in downloads {
        download.queue.async {
            download.run()
            condition.lock()
            ended += 1
            condition.broadcast()
            condition.unlock()
        }
    }
    let deadline = Date(timeIntervalSinceNow: 0.2)
    Thread {
        condition.lock()
        while ended < downloads.count && condition.wait(until: deadline) {}
        condition.unlock()
        report()
    }.start()
}
