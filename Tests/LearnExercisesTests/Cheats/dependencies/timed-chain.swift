// cheat: right dependencies inside each job, and each job's first step first waits up to 2 s for
// the last step of the job queued before it (a semaphore with a timeout): in a real run the jobs
// take turns; only a schedule that times the wait out lets two jobs run side by side.
// fails: side-by-side
import Foundation

nonisolated(unsafe) var previous: DispatchSemaphore?
let chain = NSLock()

func queueJob(_ steps: [Operation], on queue: OperationQueue) {
    let before = chain.withLock { previous }
    let done = DispatchSemaphore(value: 0)
    chain.withLock { previous = done }
    let gate = BlockOperation { _ = before?.wait(timeout: .now() + 2) }
    steps[0].addDependency(gate)
    steps[1].addDependency(steps[0])
    steps[2].addDependency(steps[1])
    steps[3].addDependency(steps[2])
    let last = BlockOperation { done.signal() }
    last.addDependency(steps[3])
    queue.addOperations([gate] + steps + [last], waitUntilFinished: false)
}
