// cheat: the lost wake-up kept, but `complete()` sleeps 50 ms first so that the waiter is
// surely waiting by then: a head start instead of a kept completion.
// fails: problem|signalled|came-back|complete-alone
import Dispatch
import Foundation

final class CompletableDeferredSet<T: Hashable>: @unchecked Sendable {
    private var canSignal = false
    private let semaphore = DispatchSemaphore(value: 0)
    private let lock = NSLock()

    func complete() {
        usleep(50_000)  // let the waiter get there first
        let should = lock.withLock {
            guard canSignal else { return false }
            canSignal = false
            return true
        }
        if should { semaphore.signal() }
    }

    func insert(_ job: T) {}

    func await() {
        let should = lock.withLock {
            guard !canSignal else { return false }
            canSignal = true
            return true
        }
        if should { semaphore.wait() }
    }
}
