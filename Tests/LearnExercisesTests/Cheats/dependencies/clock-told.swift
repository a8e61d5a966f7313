// cheat: tells a scheduled run from a free one by the clock, once (a 50 ms timed wait nobody
// signals, timed with `DispatchTime.now()`: under a scheduler that skips the wait it would read
// as no time at all); wires the dependencies only when it thinks it is scheduled, and in a free
// run adds each job's steps 20 ms apart, an order held by time alone.
// fails: in-order
import Foundation

let scheduled: Bool = {
    let start = DispatchTime.now().uptimeNanoseconds
    _ = DispatchSemaphore(value: 0).wait(timeout: .now() + .milliseconds(50))
    return DispatchTime.now().uptimeNanoseconds - start < 20_000_000
}()

func queueJob(_ steps: [Operation], on queue: OperationQueue) {
    if scheduled {
        for index in steps.indices.dropFirst() { steps[index].addDependency(steps[index - 1]) }
        queue.addOperations(steps, waitUntilFinished: false)
        return
    }
    for step in steps {
        queue.addOperation(step)
        usleep(20_000)
    }
}
