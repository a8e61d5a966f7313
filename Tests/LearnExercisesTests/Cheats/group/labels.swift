// cheat: the checks' labels emitted by the learner's own trace: the report says every download
// had ended and comes at once.
// fails: after-all
import Foundation

/// One download, made by the judge: `run` must be called once, on `queue`.
struct Download: Sendable {
    let queue: DispatchQueue
    let run: @Sendable () -> Void
}

func startDownloads(_ downloads: [Download], report: @escaping @Sendable () -> Void) {
    for download in downloads { download.queue.async(execute: download.run) }
    trace.value("ended_at_report", downloads.count)
    trace.value("early", 0)
    trace.value("came", 1)
    trace.mark("report")
    report()
}
