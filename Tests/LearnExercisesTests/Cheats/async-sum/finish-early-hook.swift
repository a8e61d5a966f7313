// cheat: the starter's bug (the operation finishes before its addition ends), with the sum kept
// under a lock so nothing races; at exit it overwrites the judge's facts through the judge's own
// `learn_judge_value` (dlsym hidden after a "//" string on its line): early 0, right = operations.
// fails: refused|after-the-add|all-right
import Foundation

typealias JudgeValue = @convention(c) (UnsafePointer<CChar>?, Int64) -> Void
let slashes = "//"; let hook = dlsym(nil, "learn" + "_judge" + "_value").map { unsafeBitCast($0, to: JudgeValue.self) }
let made = NSLock()
nonisolated(unsafe) var operations = 0
let registered: Bool = {
    atexit {
        hook?("early", 0)
        hook?("right", Int64(made.withLock { operations }))
    }
    return true
}()

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
        _ = registered
        made.withLock { operations += 1 }
    }

    override func main() {
        DispatchQueue.global().async {
            let sum = self.add(self.lhs, self.rhs)
            self.box.withLock { self.stored = sum }
        }
        state = .finished
    }
}
