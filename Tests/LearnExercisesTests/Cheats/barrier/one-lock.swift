// cheat: one lock around every read and every write: safe, but the reads take turns.
// fails: reads-together
import Foundation

final class SafeArray: @unchecked Sendable {
    private var storage: [Int] = []
    private let lock = NSLock()
    func write(_ body: @escaping @Sendable (inout [Int]) -> Void) { lock.withLock { body(&storage) } }
    func read<T>(_ body: ([Int]) -> T) -> T { lock.withLock { body(storage) } }
}
