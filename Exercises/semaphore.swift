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

final class CompletableDeferredSet<T: Hashable>: @unchecked Sendable {  // shared by two threads: make that safe
    private var workSet = Set<T>()
    // DispatchSemaphore does not tell its value, so this flag keeps it at 0 or 1.
    private var canSignal = false
    private let semaphore = DispatchSemaphore(value: 0)

    func complete() {
        signalSemaphoreIfNeeded()
    }

    func insert(_ job: T) {
        signalSemaphoreIfNeeded()
        workSet.insert(job)
    }

    func await() {
        waitSemaphoreIfNeeded()
    }

    private func signalSemaphoreIfNeeded() {
        guard canSignal else { return }
        canSignal.toggle()
        semaphore.signal()
    }

    private func waitSemaphoreIfNeeded() {
        guard !canSignal else { return }
        canSignal.toggle()
        semaphore.wait()
    }
}
