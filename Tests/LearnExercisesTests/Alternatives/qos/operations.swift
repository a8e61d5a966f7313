// A right answer written differently from the reference: an OperationQueue of user-interactive
// quality computes, and the main operation queue shows.
import Foundation

let computing: OperationQueue = {
    let queue = OperationQueue()
    queue.qualityOfService = .userInteractive
    return queue
}()

func computeAndShow(
    _ inputs: [Int], compute: @escaping @Sendable (Int) -> Int, show: @escaping @Sendable (Int) -> Void
) {
    for n in inputs {
        computing.addOperation {
            let value = compute(n)
            OperationQueue.main.addOperation { show(value) }
        }
    }
}
