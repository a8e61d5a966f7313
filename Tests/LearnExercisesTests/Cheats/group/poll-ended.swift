// cheat: no group: a thread polls the judge's own `ended` counter under the judge's `ledger` lock
// and reports once it equals the judge's `count`.
// fails: compile
import Dispatch
import Foundation

struct Download: Sendable {
    let queue: DispatchQueue
    let run: @Sendable () -> Void
}

func startDownloads(_ downloads: [Download], report: @escaping @Sendable () -> Void) {
    for download in downloads {
        download.queue.async(execute: download.run)
    }
    Thread {
        while ledger.withLock({ ended }) < count { usleep(200) }
        report()
    }.start()
}
