// The judge of `dependencies`: the exercise's own code, compiled beside your file (you do not
// edit it). It owns the queue and every step's work, picks how many jobs there are at run time,
// and notes, from inside each step, whether the step before it had ended, which queue ran it, and
// how many steps were running at once.
import Foundation

/// What the steps saw, from whichever threads ran them.
private final class StepLog: @unchecked Sendable {  // safe: every access holds `lock`
    let lock = Foundation.NSLock()
    var ended: [[Swift.Bool]]
    var inside = 0, most = 0, ran = 0, early = 0, outside = 0, onMain = 0

    init(jobs: Swift.Int, steps: Swift.Int) { ended = Swift.Array(repeating: Swift.Array(repeating: false, count: steps), count: jobs) }

    func began(job: Swift.Int, step: Swift.Int, queue: Foundation.OperationQueue) {
        let current = Foundation.OperationQueue.current
        let main = Foundation.Thread.isMainThread
        lock.lock()
        if step > 0 && !ended[job][step - 1] { early += 1 }
        if current !== queue { outside += 1 }
        if main { onMain += 1 }
        inside += 1
        most = Swift.max(most, inside)
        lock.unlock()
    }

    func ended(job: Swift.Int, step: Swift.Int) {
        lock.lock()
        ended[job][step] = true
        inside -= 1
        ran += 1
        lock.unlock()
    }
}

private func judgeChains() {
    let names = ["load-data", "load-images", "process-images", "secondary"]
    let jobs = Judge.pick("jobs", in: 2...3)
    let work = Swift.UInt32(Judge.pick("step-us", in: 200...600))
    Judge.value("planned", jobs * names.count)
    let queue = Foundation.OperationQueue()
    queue.maxConcurrentOperationCount = 4
    let log = StepLog(jobs: jobs, steps: names.count)
    let pending = Dispatch.DispatchGroup()
    for job in 0..<jobs {
        let steps = names.enumerated().map { step, name in
            pending.enter()
            return Foundation.BlockOperation {
                Judge.pause("start \(name)")
                log.began(job: job, step: step, queue: queue)
                Judge.span(name) { _ = Glibc.usleep(work) }
                log.ended(job: job, step: step)
                pending.leave()
            }
        }
        queueJob(steps, on: queue)
    }
    // Every step runs within milliseconds; a step that never runs is counted, not waited for.
    _ = Judge.patient({ pending.wait(timeout: .now() + 3) })
    log.lock.lock()
    Judge.value("ran", log.ran)
    Judge.value("early", log.early)
    Judge.value("outside-queue", log.outside)
    Judge.value("on-main", log.onMain)
    Judge.value("most-at-once", log.most)
    log.lock.unlock()
}

judgeChains()
