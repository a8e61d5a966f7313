// cheat: the write goes off with plain `async`: the caller does not wait for it, and nothing keeps it from running beside a read or another write.
// fails: read-own-writes
import Foundation

final class SafeArray: @unchecked Sendable {
    private var storage: [Int] = []
    private let queue = DispatchQueue(label: "array", attributes: .concurrent)
    func write(_ body: @escaping @Sendable (inout [Int]) -> Void) { queue.async { body(&self.storage) } }
    func read<T>(_ body: ([Int]) -> T) -> T { queue.sync { body(storage) } }
}
