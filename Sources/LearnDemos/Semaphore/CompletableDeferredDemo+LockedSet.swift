// swift-format-ignore-file
import Dispatch
import Foundation
import LearnTrace

extension CompletableDeferredDemo {
    /// The post's deferred with its one data race fixed: `canSignal` and `workSet`
    /// are only touched while `lock` is held, and never while waiting.
    ///
    /// `@unchecked Sendable` is sound here: every mutable property is guarded by
    /// `lock` (an `NSLock`, which ThreadSanitizer understands on Linux).
    final class LockedCompletableDeferredSet<T: Hashable>: @unchecked Sendable {
        private let lock = NSLock()
        private var workSet = Set<T>()
        private var canSignal = false
        private let semaphore = DispatchSemaphore(value: 0)
        /// The demo's clock: the timed wait's time (the wall clock in a free run).
        private let clock: DemoClock

        init(clock: DemoClock) { self.clock = clock }

        func complete() { signalSemaphoreIfNeeded() }

        func insert(_ job: T) {
            signalSemaphoreIfNeeded()
            lock.withLock { _ = workSet.insert(job) }
        }

        func remove(_ job: T) {
            signalSemaphoreIfNeeded()
            lock.withLock { _ = workSet.remove(job) }
        }

        func await() { waitSemaphoreIfNeeded() }

        // region: semaphore/locked
        private func signalSemaphoreIfNeeded() {
            Gate.pass("test canSignal")  // test and toggle are one step under the lock
            let mustSignal = lock.withLock {
                guard canSignal else { return false }
                canSignal = false
                return true
            }
            if mustSignal { semaphore.signal() }
        }

        private func waitSemaphoreIfNeeded() {
            Gate.pass("test canSignal")
            let mustWait = lock.withLock {
                guard !canSignal else { return false }
                canSignal = true
                return true
            }
            if mustWait { semaphore.wait() }  // never wait while holding the lock
        }
        // endregion

        /// The first half of `waitSemaphoreIfNeeded`: true when the caller must wait.
        func beginWaiting() -> Bool {
            lock.withLock {
                guard !canSignal else { return false }
                canSignal = true
                return true
            }
        }

        func semaphoreWait(_ seconds: Double) -> DispatchTimeoutResult { semaphore.wait(timeout: seconds, on: clock) }

        /// A waiter that gave up is no longer waiting.
        func endWaiting() { lock.withLock { canSignal = false } }
    }
}
