// cheat: every download run in turn with `sync` on its queue, from the caller, then the report:
// right order, no concurrency left.
// fails: started, side-by-side
import Dispatch

/// One download, made by the judge: `run` must be called once, on `queue`.
struct Download: Sendable {
    let queue: DispatchQueue
    let run: @Sendable () -> Void
}

func startDownloads(_ downloads: [Download], report: @escaping @Sendable () -> Void) {
    for download in downloads { download.queue.sync(execute: download.run) }
    report()
}
