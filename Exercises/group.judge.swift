// The judge of `group`: the exercise's own code, compiled beside your file (you do not edit it).
// It makes the three queues, marks each with a key of its own (so a download can tell whether it
// runs on the queue it was given), picks at run time how many downloads there are, which queue
// each one names and how many steps it takes, calls `startDownloads` once, and counts, under a
// lock of its own, the downloads that had ended when `startDownloads` returned and when the
// report came, and every report after the first. Each fact is recorded as soon as it is known.
import Foundation

private let key = Dispatch.DispatchSpecificKey<Swift.Int>()
private let queues = [
    Dispatch.DispatchQueue(label: "images"),
    Dispatch.DispatchQueue(label: "texts", attributes: .concurrent),
    Dispatch.DispatchQueue(label: "feeds", qos: .utility, attributes: .concurrent),
]
for (index, queue) in queues.enumerated() { queue.setSpecific(key: key, value: index) }
private let count = Judge.pick("downloads", in: 3...5)
private let plans = (0..<count).map { index in
    (queue: index < queues.count ? index : Judge.pick("queue", in: 0...2), steps: Judge.pick("steps", in: 1...2))
}
private let ledger = Foundation.NSLock()
nonisolated(unsafe) private var ended = 0
nonisolated(unsafe) private var offQueue = 0
nonisolated(unsafe) private var reports = 0
private let allEnded = Dispatch.DispatchGroup()
private let reported = Dispatch.DispatchSemaphore(value: 0)

private let downloads = plans.map { plan in
    allEnded.enter()
    return Download(queue: queues[plan.queue]) {
        let onQueue = Dispatch.DispatchQueue.getSpecific(key: key) == plan.queue
        Judge.span("download") {
            for _ in 0..<plan.steps {
                Judge.pause("download step")
                Foundation.usleep(500)  // a page of the file: long enough for downloads to overlap
            }
        }
        ledger.lock()
        ended += 1
        if !onQueue { offQueue += 1 }
        ledger.unlock()
        allEnded.leave()
    }
}

Judge.span("start") {
    startDownloads(downloads) {
        Judge.pause("report")
        ledger.lock()
        reports += 1
        let first = reports == 1, endedNow = ended
        ledger.unlock()
        if first {
            Judge.mark("report")
            Judge.value("ended_at_report", endedNow)
            Judge.value("early", endedNow < count ? 1 : 0)
            reported.signal()
        } else {
            Judge.value("reports", reports)
        }
    }
}
ledger.lock()
Judge.value("pending_at_return", count - ended)
ledger.unlock()
private let reportCame = Judge.patient({ reported.wait(timeout: .now() + 2) }) == .success
private let downloadsEnded = Judge.patient({ allEnded.wait(timeout: .now() + 2) }) == .success
ledger.lock()
Judge.value("ended", ended)
Judge.value("off_queue", offQueue)
ledger.unlock()
if reportCame && downloadsEnded { Judge.value("came", 1) }
// A second report may still be on its way: it gets a moment, and the scheduler a choice.
Foundation.usleep(2000)
Judge.pause("end")
