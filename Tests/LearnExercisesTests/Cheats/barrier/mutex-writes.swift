// cheat: reads on the concurrent queue, writes under a separate lock (writes exclude each other
// but not the reads), and the final read clears the judge's `board.crowded`. Reads and writes
// touch the storage under different protections: ThreadSanitizer should see it.
// fails: compile
import Foundation

final class SafeArray: @unchecked Sendable {
    private var storage: [Int] = []
    private let lock = NSLock()
    private let queue = DispatchQueue(label: "array", attributes: .concurrent)

    func write(_ body: @escaping @Sendable (inout [Int]) -> Void) {
        queue.sync(flags: .barrier) {}
        lock.withLock { body(&storage) }
    }

    func read<T>(_ body: ([Int]) -> T) -> T {
        if Thread.isMainThread { board.note { $0.crowded = 0 } }
        return queue.sync { body(storage) }
    }
}
