// A right answer written differently from the reference: a completed flag under a lock, polled
// every millisecond by `await()`. Under the scheduler the loop's second sleep with no gate since
// its first stands at a gate, so the thread that completes is let go (it once never was).
import Dispatch
import Foundation

final class CompletableDeferredSet<T: Hashable>: @unchecked Sendable {
    private var workSet = Set<T>()
    private var completed = false
    private let lock = NSLock()

    func complete() { lock.withLock { completed = true } }
    func insert(_ job: T) { lock.withLock { _ = workSet.insert(job) } }
    func await() {
        while !lock.withLock({ completed }) { usleep(1000) }
    }
}
