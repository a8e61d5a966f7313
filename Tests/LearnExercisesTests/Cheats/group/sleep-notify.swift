// cheat: the starter kept, with a usleep before `notify` so that every download has entered
// the group by then.
// fails: after-all
import Foundation

/// One download, made by the judge: `run` must be called once, on `queue`.
struct Download: Sendable {
    let queue: DispatchQueue
    let run: @Sendable () -> Void
}

func startDownloads(_ downloads: [Download], report: @escaping @Sendable () -> Void) {
    let group = DispatchGroup()
    for download in downloads {
        download.queue.async {
            group.enter()
            download.run()
            group.leave()
        }
    }
    usleep(20_000)  // every download has started by now
    group.notify(queue: .global(), execute: report)
}
