import Foundation

/// The one way learn makes runs several at a time (a series' runs, a judged search's schedules):
/// `workers` threads, this one among them, each taking work until `work` returns.
package enum WorkerPool {
    /// Runs `work` on `workers` threads at once (this thread is one of them) and returns when every
    /// one has returned. Each run is its own process, most of its time the process starting up, so
    /// two cores make two at once.
    package static func run(_ workers: Int, _ work: @escaping @Sendable () -> Void) {
        let helpers = max(0, workers - 1)
        let done = DispatchSemaphore(value: 0)
        for _ in 0..<helpers {
            Thread {
                work()
                done.signal()
            }.start()
        }
        work()
        for _ in 0..<helpers { done.wait() }
    }
}
