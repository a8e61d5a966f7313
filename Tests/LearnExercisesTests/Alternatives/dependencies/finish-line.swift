// A right answer written differently from the reference: a step depends on every step before it
// (more than it needs, still right), and a last block operation marks the job done.
import Foundation

func queueJob(_ steps: [Operation], on queue: OperationQueue) {
    for (index, step) in steps.enumerated() {
        for before in steps[..<index] { step.addDependency(before) }
    }
    let done = BlockOperation {}
    for step in steps { done.addDependency(step) }
    queue.addOperations(steps + [done], waitUntilFinished: false)
}
