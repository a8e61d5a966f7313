import Foundation

extension AsyncSum {
    /// The post's `AsyncOperation` (001/E2, E3, E7): an `Operation` that stays
    /// executing until its asynchronous work sets `state = .finished`.
    ///
    /// As in the post, `state` is a plain stored property: `start()` writes
    /// `.executing` after `main()` has already handed the work to another thread,
    /// which later writes `.finished`. Nothing orders those two writes: a data race
    /// (and, if the work ever finished first, an operation stuck in `.executing`).
    /// The lesson says so; `@unchecked Sendable` is inherited from `Operation`.
    class AsyncOperation: Operation, @unchecked Sendable {
        // region: async-sum/state
        enum State: String {
            case ready, executing, finished

            // KVO notifications need "isReady", "isExecuting", "isFinished"
            fileprivate var keyPath: String {
                return "is\(rawValue.capitalized)"
            }
        }

        var state = State.ready {
            willSet {
                willChangeValue(forKey: newValue.keyPath)
                willChangeValue(forKey: state.keyPath)
            }
            didSet {
                didChangeValue(forKey: oldValue.keyPath)
                didChangeValue(forKey: state.keyPath)
                stateDidChange(to: state)  // added: puts it in the trace
            }
        }
        // endregion

        /// Called after every transition; subclasses record it.
        func stateDidChange(to state: State) {}

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
