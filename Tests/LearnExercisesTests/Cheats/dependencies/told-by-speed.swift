// cheat: tells a scheduled run by how slow a hop to a global queue and back is (a scheduler
// stops threads at gates); wires the dependencies only when it thinks it is scheduled, and in a
// free run adds each job's steps 200 ms apart, an order held by time alone. A noisy free run
// cuts a sleep short now and then, as if the other threads were that slow. (Not in the default
// test set's sample: under load a free run's hops are slow too, and the cheat then takes its
// right path in every run.)
// fails: in-order
import Foundation

let scheduled: Bool = {
    // The first hop starts a pool thread: a few hundred microseconds free, milliseconds scheduled.
    let start = DispatchTime.now().uptimeNanoseconds
    DispatchQueue.global().sync {}
    return DispatchTime.now().uptimeNanoseconds - start > 2_500_000
}()

func queueJob(_ steps: [Operation], on queue: OperationQueue) {
    if scheduled {
        for index in steps.indices.dropFirst() { steps[index].addDependency(steps[index - 1]) }
        queue.addOperations(steps, waitUntilFinished: false)
        return
    }
    for step in steps {
        queue.addOperation(step)
        usleep(200_000)
    }
}
