// cheat: the downloads queued with the group, then the caller waits for the group and reports:
// right order, but `startDownloads` blocks its caller until every download has ended.
// fails: started
import Dispatch

/// One download, made by the judge: `run` must be called once, on `queue`.
struct Download: Sendable {
    let queue: DispatchQueue
    let run: @Sendable () -> Void
}

func startDownloads(_ downloads: [Download], report: @escaping @Sendable () -> Void) {
    let group = DispatchGroup()
    for download in downloads { download.queue.async(group: group, execute: download.run) }
    group.wait()
    report()
}
