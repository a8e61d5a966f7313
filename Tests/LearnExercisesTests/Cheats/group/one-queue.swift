// cheat: every download on one serial queue of its own, with the group: the report is right,
// but the downloads left their queues and take turns.
// fails: on-queue
import Dispatch

/// One download, made by the judge: `run` must be called once, on `queue`.
struct Download: Sendable {
    let queue: DispatchQueue
    let run: @Sendable () -> Void
}

let downloadsQueue = DispatchQueue(label: "downloads")

func startDownloads(_ downloads: [Download], report: @escaping @Sendable () -> Void) {
    let group = DispatchGroup()
    for download in downloads { downloadsQueue.async(group: group, execute: download.run) }
    group.notify(queue: .global(), execute: report)
}
