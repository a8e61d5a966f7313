// A right answer written differently from the reference: the addition is a DispatchWorkItem, and
// the operation finishes in the item's `notify`, which runs once the item has ended.
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
    let add: @Sendable (Int, Int) -> Int
    var result: Int?

    init(lhs: Int, rhs: Int, add: @escaping @Sendable (Int, Int) -> Int) {
        self.lhs = lhs
        self.rhs = rhs
        self.add = add
    }

    override func main() {
        let work = DispatchWorkItem { self.result = self.add(self.lhs, self.rhs) }
        work.notify(queue: .global()) { self.state = .finished }
        DispatchQueue.global(qos: .utility).async(execute: work)
    }
}
