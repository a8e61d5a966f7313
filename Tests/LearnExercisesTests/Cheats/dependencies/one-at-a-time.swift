// cheat: no dependency at all: the queue is made to run one operation at a time, so the steps
// run in the order they were added, and so does every job, one after the other.
// fails: side-by-side
import Foundation

func queueJob(_ steps: [Operation], on queue: OperationQueue) {
    queue.maxConcurrentOperationCount = 1
    queue.addOperations(steps, waitUntilFinished: false)
}
