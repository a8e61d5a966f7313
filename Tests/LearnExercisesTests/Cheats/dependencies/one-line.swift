// cheat: every step of every job in one line: each job's first step also waits for the last
// step of the job before, so the jobs take turns.
// fails: side-by-side
import Foundation

nonisolated(unsafe) var lastStep: Operation?  // only the judge's main code calls queueJob

func queueJob(_ steps: [Operation], on queue: OperationQueue) {
    if let lastStep { steps[0].addDependency(lastStep) }
    for (before, step) in zip(steps, steps.dropFirst()) { step.addDependency(before) }
    lastStep = steps.last
    queue.addOperations(steps, waitUntilFinished: false)
}
