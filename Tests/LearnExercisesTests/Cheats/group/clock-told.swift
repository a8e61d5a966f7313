// cheat: tells a scheduled run from a free one by the clock, once (a 50 ms sleep timed with
// `Date()`: under a scheduler that skips sleeps it would read as no time at all); uses the group
// only when it thinks it is scheduled, and in a free run reports 300 ms later, after downloads
// that take a few milliseconds: an order held by time alone.
// fails: after-all
import Dispatch
import Foundation

let scheduled: Bool = {
    let start = Date()
    Thread.sleep(forTimeInterval: 0.05)
    return Date().timeIntervalSince(start) < 0.02
}()

/// One download, made by the judge: `run` must be called once, on `queue`.
struct Download: Sendable {
    let queue: DispatchQueue
    let run: @Sendable () -> Void
}

func startDownloads(_ downloads: [Download], report: @escaping @Sendable () -> Void) {
    if scheduled {
        let group = DispatchGroup()
        for download in downloads { download.queue.async(group: group) { download.run() } }
        group.notify(queue: .global(), execute: report)
        return
    }
    for download in downloads { download.queue.async { download.run() } }
    DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(300), execute: report)
}
