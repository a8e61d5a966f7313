// cheat: one new thread runs all the jobs in turn, and the caller waits for it.
// fails: own-threads
import Foundation

func runOnThreads(_ jobs: [@Sendable () -> Void]) {
    let done = DispatchSemaphore(value: 0)
    Thread {
        for job in jobs { job() }
        done.signal()
    }.start()
    done.wait()
}
