// A right answer written differently from the reference: no State enum; two flags behind a lock,
// each change announced by hand, and the addition on a concurrent queue of its own.
import Foundation

let adders = DispatchQueue(label: "adders", attributes: .concurrent)

final class AsyncSumOperation: Operation, @unchecked Sendable {  // every stored var is behind `lock`
    let lhs: Int
    let rhs: Int
    let add: @Sendable (Int, Int) -> Int
    private let lock = NSLock()
    private var executing = false
    private var finished = false
    private var sum: Int?

    init(lhs: Int, rhs: Int, add: @escaping @Sendable (Int, Int) -> Int) {
        self.lhs = lhs
        self.rhs = rhs
        self.add = add
    }

    var result: Int? { lock.withLock { sum } }
    override var isAsynchronous: Bool { true }
    override var isExecuting: Bool { lock.withLock { executing } }
    override var isFinished: Bool { lock.withLock { finished } }

    override func start() {
        willChangeValue(forKey: "isExecuting")
        lock.withLock { executing = true }
        didChangeValue(forKey: "isExecuting")
        adders.async {
            let value = self.add(self.lhs, self.rhs)
            self.lock.withLock { self.sum = value }
            self.willChangeValue(forKey: "isExecuting")
            self.willChangeValue(forKey: "isFinished")
            self.lock.withLock {
                self.executing = false
                self.finished = true
            }
            self.didChangeValue(forKey: "isFinished")
            self.didChangeValue(forKey: "isExecuting")
        }
    }
}
