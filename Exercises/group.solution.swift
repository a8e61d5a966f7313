// Exercise: group: know when every download is done (the post's 000/E6).
//
// The exercise's judge (`learn exercise group --judge` shows it) makes three queues (`images`,
// serial; `texts` and `feeds`, concurrent), picks at run time how many downloads there are and how
// long each takes, and calls `startDownloads` once. Make it start every download on the queue it
// names, all of them at once, and return without waiting for them; `report` must run once, only
// after every download has ended, in every run and under every schedule learn tries.
import Dispatch

/// One download, made by the judge: `run` must be called once, on `queue`.
struct Download: Sendable {
    let queue: DispatchQueue
    let run: @Sendable () -> Void
}

func startDownloads(_ downloads: [Download], report: @escaping @Sendable () -> Void) {
    let group = DispatchGroup()
    for download in downloads {
        // The group counts the download from the moment it is queued, not from when it starts:
        // `notify` below then has every one of them to wait for.
        download.queue.async(group: group, execute: download.run)
    }
    group.notify(queue: .global(), execute: report)
}
