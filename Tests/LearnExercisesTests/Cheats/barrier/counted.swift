// cheat: counts the writes (safely) and shows that many zeros: the count is right, the numbers are not.
// fails: all-there, read-own-writes
import Foundation

final class SafeArray: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func write(_ body: @escaping @Sendable (inout [Int]) -> Void) { lock.withLock { count += 1 } }
    func read<T>(_ body: ([Int]) -> T) -> T {
        let n = lock.withLock { count }
        return body(Array(repeating: 0, count: n))
    }
}
