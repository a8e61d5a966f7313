// A right answer written differently from the reference: `enter()` before each `async`,
// `leave()` when the download ends.
import Dispatch

/// One download, made by the judge: `run` must be called once, on `queue`.
struct Download: Sendable {
    let queue: DispatchQueue
    let run: @Sendable () -> Void
}

func startDownloads(_ downloads: [Download], report: @escaping @Sendable () -> Void) {
    let group = DispatchGroup()
    for download in downloads {
        group.enter()
        download.queue.async {
            defer { group.leave() }
            download.run()
        }
    }
    group.notify(queue: .global(), execute: report)
}
