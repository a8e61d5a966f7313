// cheat: waits for one signal only: the first thread to end lets the caller go.
// fails: all-ended
import Foundation

func runOnThreads(_ jobs: [@Sendable () -> Void]) {
    let done = DispatchSemaphore(value: 0)
    for job in jobs {
        Thread {
            job()
            done.signal()
        }.start()
    }
    done.wait()
}
