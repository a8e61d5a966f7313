// swift-format-ignore-file
import Foundation

extension AsyncSumDemo {
    /// The post's `AsyncOperation` with its data race fixed (the lesson's `fixed` part).
    ///
    /// Three changes, nothing else:
    /// - `state` is kept in `stored`, read and written only while `lock` is held, so
    ///   the queue's thread (`start()`) and the work's thread (`.finished`) never
    ///   touch it unordered. The KVO notices are sent outside the lock: corelibs
    ///   answers `didChangeValue(forKey:)` by calling `isReady`, `isExecuting` or
    ///   `isFinished`, which take the lock again (an `NSLock` is not reentrant).
    /// - `start()` sets `.executing` before calling `main()`, so work that finishes
    ///   fast can never have its `.finished` overwritten by a late `.executing`.
    ///
    /// - `cancel()` finishes only an operation that is executing. One the queue has
    ///   not started yet is left to the queue, which starts it; `start()` sees
    ///   `isCancelled` and finishes it (Foundation's rule: corelibs warns when an
    ///   operation in a queue goes `isFinished` without being started).
    ///
    /// Two transitions at once (a `cancel()` while the work sets `.finished`) may
    /// send notices naming a stale old state; corelibs reads the state back through
    /// the getters, so the queue still sees the truth.
    ///
    /// `@unchecked Sendable` (inherited from `Operation`) is sound here: the one
    /// mutable property, `stored`, is guarded by `lock`, which ThreadSanitizer sees.
    class LockedAsyncOperation: Operation, @unchecked Sendable {
        enum State: String {
            case ready, executing, finished

            // the queue watches "isReady", "isExecuting", "isFinished"
            fileprivate var keyPath: String {
                return "is\(rawValue.capitalized)"
            }
        }

        // region: async-sum/fixed-state
        private let lock = NSLock()
        private var stored = State.ready  // touched only while `lock` is held

        var state: State {
            get { lock.withLock { stored } }
            set {
                stateWillChange(to: newValue)  // added: puts it in the trace
                let oldValue = lock.withLock { stored }
                willChangeValue(forKey: newValue.keyPath)
                willChangeValue(forKey: oldValue.keyPath)
                lock.withLock { stored = newValue }
                didChangeValue(forKey: oldValue.keyPath)  // outside the lock:
                didChangeValue(forKey: newValue.keyPath)  // the queue calls back in
            }
        }
        // endregion

        /// Called as every transition begins; subclasses record it.
        func stateWillChange(to state: State) {}

        override var isReady: Bool {
            return super.isReady && state == .ready
        }

        override var isExecuting: Bool {
            return state == .executing
        }

        override var isFinished: Bool {
            return state == .finished
        }

        override var isAsynchronous: Bool {
            return true
        }

        // region: async-sum/fixed-start
        override func start() {
            if isCancelled {
                state = .finished
                return
            }
            state = .executing  // first: the work may finish at once
            main()
        }
        // endregion

        // region: async-sum/fixed-cancel
        override func cancel() {
            super.cancel()          // isCancelled: the queue still starts it, and
            if state == .executing {  // start() finishes it; one already running
                state = .finished     // is finished now
            }
        }
        // endregion
    }
}
