// cheat: no group at all: the report waits 100 ms, long enough for every download in a free run.
// fails: after-all
import Dispatch

/// One download, made by the judge: `run` must be called once, on `queue`.
struct Download: Sendable {
    let queue: DispatchQueue
    let run: @Sendable () -> Void
}

func startDownloads(_ downloads: [Download], report: @escaping @Sendable () -> Void) {
    for download in downloads { download.queue.async(execute: download.run) }
    DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(100), execute: report)
}
