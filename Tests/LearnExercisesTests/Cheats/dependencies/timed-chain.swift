// cheat: right dependencies inside each job, and each job's first step first waits up to 2 s for
// the last step of the job queued before it (a semaphore with a timeout): in a real run the jobs
// take turns; only a schedule that times the wait out lets two jobs run side by side.
// fails: side-by-side|all-ran
import Foundation

nonisolated(unsafe) var previousDone: DispatchSemaphore?
let chainLock = NSLock()

func queueJob(_ steps: [Operation], on queue: OperationQueue) {
    for index in steps.indices.dropFirst() { steps[index].addDependency(steps[index - 1]) }
    chainLock.lock()
    let before = previousDone
    let done = DispatchSemaphore(value: 0)
    previousDone = done
    chainLock.unlock()
    let turn = BlockOperation {
        if let before { _ = before.wait(timeout: .now() + 2) }
    }
    steps[0].addDependency(turn)
    let last = BlockOperation { done.signal() }
    last.addDependency(steps[3])
    queue.addOperations([turn] + steps + [last], waitUntilFinished: false)
}
