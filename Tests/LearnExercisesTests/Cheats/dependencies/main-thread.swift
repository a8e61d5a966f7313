// cheat: runs the steps in order right there, on the caller's (main) thread: `start()` one
// after another, no queue.
// fails: on-the-queue, off-main
import Foundation

func queueJob(_ steps: [Operation], on queue: OperationQueue) {
    for step in steps { step.start() }
}
