// cheat: waits for each job at most 50 ms, then reports whatever has ended: held by the jobs
// being quicker than the timeout.
// fails: all-ended
import Foundation

func runOnThreads(_ jobs: [@Sendable () -> Void]) {
    let finished = DispatchSemaphore(value: 0)
    for job in jobs {
        Thread {
            job()
            finished.signal()
        }.start()
    }
    for _ in jobs { _ = finished.wait(timeout: .now() + .milliseconds(50)) }
}
