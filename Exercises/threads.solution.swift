// Exercise: threads: wait for the threads you start.
//
// The exercise's judge (`learn exercise threads --judge` shows it) hands `runOnThreads` a few
// jobs, how many and how long each picked at run time, and reports how many had ended as soon
// as `runOnThreads` returns. Make `runOnThreads` run every job on a `Thread` of its own, the
// jobs at the same time, and return only once every one of them has finished: in every run and
// under every schedule learn tries, and with ThreadSanitizer silent.
import Foundation

/// Runs each job on a thread of its own, all at once; returns when every job has finished.
func runOnThreads(_ jobs: [@Sendable () -> Void]) {
    let finished = DispatchSemaphore(value: 0)
    for job in jobs {
        Thread {
            job()
            finished.signal()  // this thread's job is done
        }.start()
    }
    // One signal per thread: go on after the last one, whichever order they end in.
    for _ in jobs { finished.wait() }
}
