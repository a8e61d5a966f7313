// A read-write lock made of one `NSCondition`: readers count themselves in and go on together,
// a writer waits until no reader and no writer is inside, and wakes everyone when it leaves.
import Foundation

final class SafeArray: @unchecked Sendable {  // safe: `storage` is touched only inside the lock's rules
    private var storage: [Int] = []
    private let condition = NSCondition()
    private var readers = 0
    private var writing = false

    func write(_ body: @escaping @Sendable (inout [Int]) -> Void) {
        condition.lock()
        while writing || readers > 0 { condition.wait() }
        writing = true
        condition.unlock()
        body(&storage)
        condition.lock()
        writing = false
        condition.broadcast()
        condition.unlock()
    }

    func read<T>(_ body: ([Int]) -> T) -> T {
        condition.lock()
        while writing { condition.wait() }
        readers += 1
        condition.unlock()
        defer {
            condition.lock()
            readers -= 1
            if readers == 0 { condition.broadcast() }
            condition.unlock()
        }
        return body(storage)
    }
}
