// cheat: no group: every download is queued, and the report is queued 200 ms later with
// `asyncAfter` (a download takes about a millisecond): the order is held by time alone.
// fails: after-all
import Dispatch

struct Download: Sendable {
    let queue: DispatchQueue
    let run: @Sendable () -> Void
}

func startDownloads(_ downloads: [Download], report: @escaping @Sendable () -> Void) {
    for download in downloads {
        download.queue.async(execute: download.run)
    }
    DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(200), execute: report)
}
