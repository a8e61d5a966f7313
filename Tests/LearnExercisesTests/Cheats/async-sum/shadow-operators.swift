// cheat: the starter's bug (the operation finishes before its addition ends), with the sum kept
// under a lock; two module-level operators shadow the standard library's in the judge's own
// unqualified expressions: `&` on Int (so `addedBits & (1 << index)` is never 0: nothing early)
// and `==` between Int? and Int (so every completion block "saw the right sum").
// fails: refused
import Foundation

func & (lhs: Int, rhs: Int) -> Int { -1 }
func == (lhs: Int?, rhs: Int) -> Bool { true }

class AsyncOperation: Operation, @unchecked Sendable {
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
    private let box = NSLock()
    private var stored: Int?
    var result: Int? { box.withLock { stored } }

    init(lhs: Int, rhs: Int, add: @escaping @Sendable (Int, Int) -> Int) {
        self.lhs = lhs
        self.rhs = rhs
        self.add = add
    }

    override func main() {
        DispatchQueue.global().async {
            let sum = self.add(self.lhs, self.rhs)
            self.box.withLock { self.stored = sum }
        }
        state = .finished
    }
}
