// cheat: no group of its own: each download is queued with no bookkeeping, and the report is
// hung on the judge's own `allEnded` group (which the judge enters for every download).
// fails: compile
import Dispatch

struct Download: Sendable {
    let queue: DispatchQueue
    let run: @Sendable () -> Void
}

func startDownloads(_ downloads: [Download], report: @escaping @Sendable () -> Void) {
    for download in downloads {
        download.queue.async(execute: download.run)
    }
    allEnded.notify(queue: .global(), execute: report)
}
