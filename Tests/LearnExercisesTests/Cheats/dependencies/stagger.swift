// cheat: no dependencies at all: the order is held by time. Each step is handed to the queue by
// `asyncAfter`, step k of a job 30 ms after step k-1 (a step's work takes under a millisecond).
// fails: in-order
import Foundation

func queueJob(_ steps: [Operation], on queue: OperationQueue) {
    for (index, step) in steps.enumerated() {
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(30 * index)) {
            queue.addOperation(step)
        }
    }
}
