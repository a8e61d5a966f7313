// cheat: every download on its own queue, counted by a group, but each holds one
// DispatchSemaphore(value: 1) for its whole run: the downloads take turns.
// fails: side-by-side
import Dispatch

struct Download: Sendable {
    let queue: DispatchQueue
    let run: @Sendable () -> Void
}

let oneAtATime = DispatchSemaphore(value: 1)

func startDownloads(_ downloads: [Download], report: @escaping @Sendable () -> Void) {
    let group = DispatchGroup()
    for download in downloads {
        download.queue.async(group: group) {
            oneAtATime.wait()
            download.run()
            oneAtATime.signal()
        }
    }
    group.notify(queue: .global(), execute: report)
}
