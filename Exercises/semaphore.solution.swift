// Exercise: semaphore: a deferred that waits for its work (the post's CompletableDeferredSet).
//
// The exercise's judge (`learn exercise semaphore --judge` shows it) makes one deferred. A
// waiter thread of its own inserts a job and calls `await()`; a queue of its own does the work
// (a number of steps it picks at run time) and then calls `complete()`. Either of them may get
// there first. Make `await()` return only once `complete()` has been called, and always return
// then, whichever came first, in every run and under every schedule learn tries; and make
// ThreadSanitizer silent.
import Dispatch
import Foundation

final class CompletableDeferredSet<T: Hashable>: @unchecked Sendable {  // safe: every flag is read and written under `lock`
    private var workSet = Set<T>()
    // A completion is kept: an `await()` that comes after it returns at once.
    private var completed = false
    // A waiter is blocked on the semaphore: `complete()` must signal it, once.
    private var waiting = false
    private let semaphore = DispatchSemaphore(value: 0)
    private let lock = NSLock()

    func complete() {
        let mustSignal = lock.withLock {
            completed = true
            guard waiting else { return false }
            waiting = false
            return true
        }
        if mustSignal { semaphore.signal() }
    }

    func insert(_ job: T) {
        lock.withLock { _ = workSet.insert(job) }
    }

    // The decision is taken under the lock; the wait happens outside it, so `complete()` can
    // always take the lock and signal.
    func await() {
        let mustWait = lock.withLock {
            guard !completed else { return false }
            waiting = true
            return true
        }
        if mustWait { semaphore.wait() }
    }
}
