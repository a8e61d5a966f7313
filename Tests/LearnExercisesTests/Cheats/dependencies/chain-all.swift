// cheat: right dependencies inside each job, and each job's first step also waits for the last
// step of the job queued before it (kept in a global): one long chain, the jobs take turns.
// fails: side-by-side
import Foundation

let chaining = NSLock()
nonisolated(unsafe) var lastStep: Operation?

func queueJob(_ steps: [Operation], on queue: OperationQueue) {
    for (before, after) in zip(steps, steps.dropFirst()) { after.addDependency(before) }
    chaining.withLock {
        if let lastStep { steps[0].addDependency(lastStep) }
        lastStep = steps[3]
    }
    queue.addOperations(steps, waitUntilFinished: false)
}
