// cheat: the starter's bug (writes are plain `sync` on the concurrent queue, so they overlap
// reads), with the judge's own `board.crowded` reset to 0 before it is read: the final read
// (from the judge's main thread, after every writer and reader ended) clears it.
// fails: compile
import Foundation

final class SafeArray: @unchecked Sendable {
    private var storage: [Int] = []
    private let queue = DispatchQueue(label: "array", attributes: .concurrent)

    func write(_ body: @escaping @Sendable (inout [Int]) -> Void) {
        queue.sync { body(&storage) }
    }

    func read<T>(_ body: ([Int]) -> T) -> T {
        if Thread.isMainThread { board.note { $0.crowded = 0 } }
        return queue.sync { body(storage) }
    }
}
