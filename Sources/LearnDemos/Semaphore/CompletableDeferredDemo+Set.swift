// swift-format-ignore-file
import Dispatch
import Foundation
import LearnTrace

extension CompletableDeferredDemo {
    /// The post's `CompletableDeferredSet` (004/E3–E4), as written there.
    ///
    /// WRONG ON PURPOSE, in one place: `canSignal` (and `workSet`) are read and
    /// written from the waiting thread and the completing thread with nothing
    /// ordering them, a data race the `locked` variant fixes. `@unchecked Sendable`
    /// lies to the compiler because the lesson MEANS to show that.
    final class CompletableDeferredSet<T: Hashable>: @unchecked Sendable {
        private var workSet = Set<T>()
        // DispatchSemaphore has no readable value, so this flag keeps it at 0 or 1
        private var canSignal = false
        private let semaphore = DispatchSemaphore(value: 0)
        /// The demo's clock: the timed wait's time (the wall clock in a free run).
        private let clock: DemoClock

        init(clock: DemoClock) { self.clock = clock }

        func complete() {
            self.signalSemaphoreIfNeeded()
        }

        func insert(_ job: T) {
            self.signalSemaphoreIfNeeded()
            self.workSet.insert(job)
        }

        func remove(_ job: T) {
            self.signalSemaphoreIfNeeded()
            self.workSet.remove(job)
        }

        func await() {
            self.waitSemaphoreIfNeeded()
        }

        /// Waits at most `timeoutSeconds`; says whether `complete()` came in time.
        @discardableResult
        func await(timeoutSeconds: TimeInterval) -> DispatchTimeoutResult {
            self.waitSemaphoreIfNeeded(timeoutSeconds: timeoutSeconds)
        }

        // region: semaphore/signal
        private func signalSemaphoreIfNeeded() {
            Gate.pass("test canSignal")           // where `--schedule` may stop
            guard self.canSignal else { return }  // read on the completing thread
            Gate.pass("toggle canSignal", 0)
            self.canSignal.toggle()
            self.semaphore.signal()
        }

        private func waitSemaphoreIfNeeded() {
            Gate.pass("test canSignal")
            guard !self.canSignal else { return }
            Gate.pass("toggle canSignal", 1)
            self.canSignal.toggle()               // written on the waiting thread
            self.semaphore.wait()
        }
        // endregion

        // region: semaphore/timeout
        private func waitSemaphoreIfNeeded(
            timeoutSeconds: TimeInterval
        ) -> DispatchTimeoutResult {
            guard !self.canSignal else { return .success }
            self.canSignal.toggle()
            // `.now() + timeoutSeconds` on the demo's clock
            guard case .timedOut = self.semaphore.wait(timeout: timeoutSeconds, on: clock) else {
                return .success
            }
            self.canSignal.toggle()
            return .timedOut
        }
        // endregion
    }
}
