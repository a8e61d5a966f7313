// cheat: a lock that only the writes take: two writes never meet, but a read walks in on a write.
// fails: write-alone
import Foundation

final class SafeArray: @unchecked Sendable {
    private var storage: [Int] = []
    private let lock = NSLock()
    func write(_ body: @escaping @Sendable (inout [Int]) -> Void) { lock.withLock { body(&storage) } }
    func read<T>(_ body: ([Int]) -> T) -> T { body(storage) }
}
