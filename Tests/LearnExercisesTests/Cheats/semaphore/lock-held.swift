// cheat: one lock around everything: `await()` holds it while it waits on the semaphore, so
// `complete()` can never take it to signal.
// fails: complete-returns|problem
import Dispatch
import Foundation

final class CompletableDeferredSet<T: Hashable>: @unchecked Sendable {
    private var completed = false
    private let semaphore = DispatchSemaphore(value: 0)
    private let lock = NSLock()

    func complete() {
        lock.lock()
        completed = true
        semaphore.signal()
        lock.unlock()
    }

    func insert(_ job: T) {}

    func await() {
        lock.lock()
        if !completed { semaphore.wait() }
        lock.unlock()
    }
}
