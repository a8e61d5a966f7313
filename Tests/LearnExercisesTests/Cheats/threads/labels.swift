// cheat: the checks' labels emitted by the learner's own trace, on three threads, without the jobs.
// fails: all-ended, all-ran
import Foundation

func runOnThreads(_ jobs: [@Sendable () -> Void]) {
    let done = DispatchSemaphore(value: 0)
    for _ in 0..<3 {
        Thread {
            trace.span("work") { usleep(1000) }
            done.signal()
        }.start()
    }
    for _ in 0..<3 { done.wait() }
    trace.mark("report")
    for label in ["ended", "jobs", "ran", "threads"] { trace.value(label, 3) }
    trace.value("together", 3)
    trace.value("on-main", 0)
}
