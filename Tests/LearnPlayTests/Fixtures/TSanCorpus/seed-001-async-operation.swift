// expect: write 45 op.state
// may: read 36 op.state; read 65 op.state; write 65 op.state
import Foundation

// 001's AsyncOperation, its overrides in the class (corelibs Foundation cannot override
// from an extension), and its AsyncSumOperation; 2 s of work became 0.05 s.
class AsyncOperation: Operation {
    enum State: String {
        case ready, executing, finished

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
        }
    }

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
        main()
        state = .executing
    }
}

class AsyncSumOperation: AsyncOperation {
    let rhs: Int
    let lhs: Int
    var result: Int?

    init(lhs: Int, rhs: Int) {
        self.lhs = lhs
        self.rhs = rhs

        super.init()
    }

    override func main() {
        DispatchQueue.global().async {
            Thread.sleep(forTimeInterval: 0.05)
            self.result = self.lhs + self.rhs
            self.state = .finished
        }
    }
}

let queue = OperationQueue()
let pairs = [(2, 3), (5, 3), (1, 7), (12, 34), (99, 99)]

pairs.forEach { pair in
    let op = AsyncSumOperation(lhs: pair.0, rhs: pair.1)
    op.completionBlock = {
        guard let result = op.result else { return }
        print("\(pair.0) + \(pair.1) = \(result)")
    }

    queue.addOperation(op)
}
queue.waitUntilAllOperationsAreFinished()
