// swift-format-ignore-file
import Dispatch
import Foundation

extension DependenciesDemo {
    /// The dependencies lesson's own asynchronous operation (the `async-sum` lesson owns the post's).
    ///
    /// Same shape as 001/E2–E3 and E7 with two repairs: `state` is read and written
    /// under a lock (the queue reads it on its threads while a callback writes it on
    /// another), and `start()` sets `.executing` *before* calling `main()`, so a
    /// callback that finishes quickly cannot be overwritten by a late `.executing`.
    /// `Operation` is `@unchecked Sendable` in Foundation; our own state is locked.
    class AsyncOperation: Operation, @unchecked Sendable {
        enum State: String {
            case ready, executing, finished
            var keyPath: String { "is" + rawValue.capitalized }
        }

        private let lock = NSLock()
        private var stored = State.ready  // guarded by `lock`

        var state: State {
            get { lock.withLock { stored } }
            set {
                let old = state
                stateWillChange(to: newValue)
                willChangeValue(forKey: newValue.keyPath)
                willChangeValue(forKey: old.keyPath)
                lock.withLock { stored = newValue }
                didChangeValue(forKey: old.keyPath)
                didChangeValue(forKey: newValue.keyPath)
            }
        }

        /// Called before every change of `state`, before the queue can hear of it
        /// (subclasses record it).
        func stateWillChange(to state: State) {}

        override var isReady: Bool { super.isReady && state == .ready }
        override var isExecuting: Bool { state == .executing }
        override var isFinished: Bool { state == .finished }
        override var isAsynchronous: Bool { true }

        override func start() {
            if isCancelled {
                state = .finished
                return
            }
            state = .executing
            main()
        }

        override func cancel() {
            super.cancel()
            if state == .executing { state = .finished }
        }
    }

    /// An operation of the chain: it knows the steps it calls. Its subclasses restate
    /// `@unchecked Sendable` (Swift 6 asks it); what they share is `@Locked`.
    class StepOperation: AsyncOperation, @unchecked Sendable {
        let steps: Steps
        init(_ steps: Steps) {
            self.steps = steps
            super.init()
        }
    }

    // region: dependencies/operations
    final class LoadDataOperation: StepOperation, @unchecked Sendable {
        @Locked var data: [Int]? = nil

        override func main() {
            steps.loadData { loadedData in
                self.data = loadedData
                self.state = .finished
            }
        }
    }

    final class LoadImagesOperation: StepOperation, @unchecked Sendable {
        @Locked var images: [String]? = nil

        override func main() {
            let data = dependencies.compactMap { ($0 as? LoadDataOperation)?.data }.first ?? []
            steps.loadImages(data) { loadedImages in
                self.images = loadedImages
                self.state = .finished
            }
        }
    }
    // endregion

    final class ProcessImagesOperation: StepOperation, @unchecked Sendable {
        @Locked var result: [String]? = nil

        override func main() {
            let images = dependencies.compactMap { ($0 as? LoadImagesOperation)?.images }.first ?? []
            steps.processImages(images) { processed in
                self.result = processed
                self.state = .finished
            }
        }
    }

    final class SecondaryProcessingOperation: StepOperation, @unchecked Sendable {
        @Locked var output: [String]? = nil

        override func main() {
            let result = dependencies.compactMap { ($0 as? ProcessImagesOperation)?.result }.first ?? []
            steps.secondaryProcessing(result) { output in
                self.output = output
                self.state = .finished
            }
        }
    }
}
