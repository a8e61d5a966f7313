// cheat: each step is added and waited for before the next: right order, but the caller is held
// until the whole job is done, so the next job cannot start beside it.
// fails: side-by-side
import Foundation

func queueJob(_ steps: [Operation], on queue: OperationQueue) {
    for step in steps {
        queue.addOperations([step], waitUntilFinished: true)
    }
}
