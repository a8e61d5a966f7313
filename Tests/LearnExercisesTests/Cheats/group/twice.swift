// cheat: a report from the group, and one more from the last download queued, to be sure.
// fails: once
import Dispatch

/// One download, made by the judge: `run` must be called once, on `queue`.
struct Download: Sendable {
    let queue: DispatchQueue
    let run: @Sendable () -> Void
}

func startDownloads(_ downloads: [Download], report: @escaping @Sendable () -> Void) {
    let group = DispatchGroup()
    for (index, download) in downloads.enumerated() {
        download.queue.async(group: group) {
            download.run()
            if index == downloads.count - 1 { report() }
        }
    }
    group.notify(queue: .global(), execute: report)
}
