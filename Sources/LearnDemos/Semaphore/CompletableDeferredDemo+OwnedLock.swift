import Foundation
import LearnTrace

extension CompletableDeferredDemo {
    /// An `NSLock` that checks NSLock's rule before it unlocks: only the thread
    /// that locked it may unlock it.
    ///
    /// Calling `NSLock.unlock()` from another thread is undefined behaviour (Apple's
    /// documentation forbids it), so the demo never does: ``unlock()`` refuses,
    /// and says who owns the lock. `@unchecked Sendable` is sound: `owner` is written
    /// only by the thread holding `mutex`, and read under `ownerLock`.
    final class OwnedLock: @unchecked Sendable {
        private let mutex = NSLock()
        private let ownerLock = NSLock()
        private var owner: pthread_t?

        func lock() {
            mutex.lock()
            ownerLock.withLock { owner = pthread_self() }
        }

        /// Unlocks when the calling thread holds the lock; otherwise refuses and returns false.
        func unlock() -> Bool {
            let mine = ownerLock.withLock {
                guard let owner, pthread_equal(owner, pthread_self()) != 0 else { return false }
                self.owner = nil
                return true
            }
            if mine { mutex.unlock() }
            return mine
        }
    }
}
