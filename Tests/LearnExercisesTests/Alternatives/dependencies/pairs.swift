// A right answer written differently from the reference: each step waits for the one before it,
// for any number of steps, and the steps are handed over last first.
import Foundation

func queueJob(_ steps: [Operation], on queue: OperationQueue) {
    for (before, step) in zip(steps, steps.dropFirst()) {
        step.addDependency(before)
    }
    for step in steps.reversed() {
        queue.addOperation(step)
    }
}
