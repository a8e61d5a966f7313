// swift-format-ignore-file
import Foundation

extension AsyncSumDemo {
    /// The post's `AsyncOperation` (001/E2, E3, E7): an `Operation` that stays
    /// executing until its asynchronous work sets `state = .finished`.
    ///
    /// As in the post, `state` is a plain stored property: `start()` writes
    /// `.executing` after `main()` has already handed the work to another thread,
    /// which later reads it and writes `.finished` (and `cancel()` writes it from
    /// whichever thread calls it). Nothing orders those accesses — only time (the
    /// work's 2 s) keeps them apart: a data race ThreadSanitizer reports, so the
    /// `async` and `cancel` variants are declared `.dataRace`. If the work ever
    /// finished first, the operation would be stuck `.executing`. The lesson says
    /// so and shows the fix (``LockedAsyncOperation``). `@unchecked Sendable` is
    /// inherited from `Operation`; the unsafety is the lesson's point.
    class AsyncOperation: Operation, @unchecked Sendable {
        // region: async-sum/state
        enum State: String {
            case ready, executing, finished

            // the queue watches "isReady", "isExecuting", "isFinished"
            fileprivate var keyPath: String {
                return "is\(rawValue.capitalized)"
            }
        }

        var state = State.ready {
            willSet {
                stateWillChange(to: newValue)  // added: puts it in the trace
                willChangeValue(forKey: newValue.keyPath)
                willChangeValue(forKey: state.keyPath)
            }
            didSet {
                didChangeValue(forKey: oldValue.keyPath)
                didChangeValue(forKey: state.keyPath)
            }
        }
        // endregion

        /// Called as every transition begins; subclasses record it.
        func stateWillChange(to state: State) {}

        // region: async-sum/overrides
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

        override func start() {
            if isCancelled {
                state = .finished
                return
            }
            main()
            state = .executing
        }

        override func cancel() {
            super.cancel()
            state = .finished
        }
        // endregion
    }
}
