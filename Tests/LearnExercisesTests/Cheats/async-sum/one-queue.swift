// cheat: every addition goes to one serial queue of its own: right sums, but the additions
// take turns.
// fails: side-by-side
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

let adder = DispatchQueue(label: "adder")

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
        adder.async {
            self.result = self.add(self.lhs, self.rhs)
            self.state = .finished
        }
    }
}
