// cheat: the solution this exercise shipped before: the flag guarded by a lock, ThreadSanitizer
// silent, but a `complete()` that comes before `await()` is not kept. It passed free runs only
// because the waiter had a head start.
// fails: came-back|problem
import Dispatch
import Foundation

final class CompletableDeferredSet<T: Hashable>: @unchecked Sendable {
    private var workSet = Set<T>()
    private var canSignal = false
    private let semaphore = DispatchSemaphore(value: 0)
    private let lock = NSLock()

    func complete() { signalSemaphoreIfNeeded() }

    func insert(_ job: T) {
        signalSemaphoreIfNeeded()
        lock.withLock { _ = workSet.insert(job) }
    }

    func await() { waitSemaphoreIfNeeded() }

    private func signalSemaphoreIfNeeded() {
        let should = lock.withLock {
            guard canSignal else { return false }
            canSignal.toggle()
            return true
        }
        if should { semaphore.signal() }
    }

    private func waitSemaphoreIfNeeded() {
        let should = lock.withLock {
            guard !canSignal else { return false }
            canSignal.toggle()
            return true
        }
        if should { semaphore.wait() }
    }
}
