// Exercise: async-sum: an asynchronous operation that finishes when its work does.
//
// The exercise's judge (its own code, which you do not edit) puts `AsyncSumOperation`s on an
// `OperationQueue`, with pairs it picks at run time and the slow addition to do (`add`), and
// gives each a completion block that reads `result`. The completion block must see the sum, so
// an operation may count as finished only once its sum is stored. Make every completion block
// see its sum, in every run and under every schedule learn tries, with each addition still
// handed to another queue and the additions still running side by side — and ThreadSanitizer
// silent.
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

final class AsyncSumOperation: AsyncOperation, @unchecked Sendable {  // `result` is written once, then read
    let lhs: Int
    let rhs: Int
    let add: @Sendable (Int, Int) -> Int  // the slow addition
    var result: Int?

    init(lhs: Int, rhs: Int, add: @escaping @Sendable (Int, Int) -> Int) {
        self.lhs = lhs
        self.rhs = rhs
        self.add = add
    }

    override func main() {
        DispatchQueue.global().async {
            self.result = self.add(self.lhs, self.rhs)
        }
        state = .finished
    }
}
