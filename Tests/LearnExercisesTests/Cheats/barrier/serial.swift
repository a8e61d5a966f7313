// cheat: one serial queue for everything: safe, but no two reads can ever run together.
// fails: reads-together
import Foundation

final class SafeArray: @unchecked Sendable {
    private var storage: [Int] = []
    private let queue = DispatchQueue(label: "array")
    func write(_ body: @escaping @Sendable (inout [Int]) -> Void) { queue.async { body(&self.storage) } }
    func read<T>(_ body: ([Int]) -> T) -> T { queue.sync { body(storage) } }
}
