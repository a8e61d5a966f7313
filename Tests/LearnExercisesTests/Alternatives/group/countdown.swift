// A right answer written differently from the reference: no group, a countdown under a lock;
// the download that ends last reports.
import Foundation

/// One download, made by the judge: `run` must be called once, on `queue`.
struct Download: Sendable {
    let queue: DispatchQueue
    let run: @Sendable () -> Void
}

final class Countdown: @unchecked Sendable {  // safe: `left` is read and written under `lock`
    private var left: Int
    private let lock = NSLock()
    init(_ count: Int) { left = count }

    /// True for the call that brings the count to zero.
    func tick() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        left -= 1
        return left == 0
    }
}

func startDownloads(_ downloads: [Download], report: @escaping @Sendable () -> Void) {
    let countdown = Countdown(downloads.count)
    for download in downloads {
        download.queue.async {
            download.run()
            if countdown.tick() { report() }
        }
    }
}
