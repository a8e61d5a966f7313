// cheat: a thread of its own for each job, but each is waited for before the next starts.
// fails: at-once
import Foundation

func runOnThreads(_ jobs: [@Sendable () -> Void]) {
    for job in jobs {
        let done = DispatchSemaphore(value: 0)
        Thread {
            job()
            done.signal()
        }.start()
        done.wait()
    }
}
