// cheat: no group: each download signals a semaphore when it ends, and a global block waits on it
// at most 100 ms per download, then reports whatever has ended: held by timing alone.
// fails: after-all
import Dispatch
import Foundation

struct Download: Sendable {
    let queue: DispatchQueue
    let run: @Sendable () -> Void
}

func startDownloads(_ downloads: [Download], report: @escaping @Sendable () -> Void) {
    let pending = DispatchSemaphore(value: 0)
    for download in downloads {
        download.queue.async {
            download.run()
            pending.signal()
        }
    }
    DispatchQueue.global().async {
        for _ in downloads { _ = pending.wait(timeout: .now() + .milliseconds(100)) }
        report()
    }
}
