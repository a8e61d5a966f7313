// cheat: no dependency: the steps are added one by one, a few milliseconds apart, which is
// plenty for each to end before the next is added, in a free run.
// fails: in-order
import Foundation

func queueJob(_ steps: [Operation], on queue: OperationQueue) {
    for step in steps {
        queue.addOperation(step)
        usleep(20_000)
    }
}
