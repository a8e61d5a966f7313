// Exercise: async-sum: an asynchronous operation that finishes when its work does.
//
// `AsyncSumOperation` adds two numbers on another queue. Its completion block must see the
// sum, so the operation may count as finished only once the sum is stored. Make all five
// completion blocks print the right sums ("2 + 3 = 5", …) in every run, with the adding
// still done off the main thread, and ThreadSanitizer silent.
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
    var result: Int?

    init(lhs: Int, rhs: Int) {
        self.lhs = lhs
        self.rhs = rhs
    }

    override func main() {
        DispatchQueue.global().async {
            trace.span("add") {
                usleep(20_000)
                self.result = self.lhs + self.rhs
            }
        }
        state = .finished
    }
}

let queue = OperationQueue()
let reported = DispatchGroup()  // the completion blocks still to run
let right = NSLock()
nonisolated(unsafe) var correct = 0  // guarded by `right`
let pairs = [(2, 3), (5, 3), (1, 7), (12, 34), (99, 99)]
for (lhs, rhs) in pairs {
    let operation = AsyncSumOperation(lhs: lhs, rhs: rhs)
    reported.enter()
    operation.completionBlock = {
        let sum = operation.result
        print("\(lhs) + \(rhs) = \(sum.map(String.init) ?? "nothing yet")")
        if sum == lhs + rhs { right.withLock { correct += 1 } }
        reported.leave()
    }
    queue.addOperation(operation)
}
queue.waitUntilAllOperationsAreFinished()
reported.wait()  // completion blocks run after their operations finish
trace.value("correct", right.withLock { correct })
