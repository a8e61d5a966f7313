// swift-format-ignore-file
import Dispatch
import Foundation
import LearnTrace

extension CompletableDeferredDemo {
    /// A deferred that keeps its completion, as Kotlin's `CompletableDeferred` does:
    /// `complete()` before `await` is not lost, `await` then returns at once.
    ///
    /// `@unchecked Sendable` is sound here: `completed` and `waiting` are only
    /// touched while `lock` is held.
    final class KeepingCompletableDeferred: @unchecked Sendable {
        private let lock = NSLock()
        private var completed = false
        private var waiting = false
        private let semaphore = DispatchSemaphore(value: 0)
        /// The demo's clock: the timed wait's time (the wall clock in a free run).
        private let clock: DemoClock

        init(clock: DemoClock) { self.clock = clock }

        // region: semaphore/keeps
        func complete() {
            let mustSignal = lock.withLock {
                completed = true             // kept, for an await still to come
                guard waiting else { return false }
                waiting = false
                return true
            }
            if mustSignal { semaphore.signal() }
        }

        func await(timeoutSeconds: Double) -> DispatchTimeoutResult {
            let mustWait = lock.withLock {
                guard !completed else { return false }  // done already: no wait
                waiting = true
                return true
            }
            guard mustWait else { return .success }
            return semaphore.wait(timeout: timeoutSeconds, on: clock)
        }
        // endregion
    }
}

extension CompletableDeferredDemo.LockedCompletableDeferredSet {
    /// `await()` with a deadline, on the same `canSignal` logic: a timed-out
    /// waiter puts `canSignal` back, as the post's timeout version does.
    func await(timeoutSeconds: Double) -> DispatchTimeoutResult {
        guard beginWaiting() else { return .success }
        let result = semaphoreWait(timeoutSeconds)
        if result == .timedOut { endWaiting() }
        return result
    }
}
