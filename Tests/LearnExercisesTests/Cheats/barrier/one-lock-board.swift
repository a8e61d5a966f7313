// cheat: one NSLock around every read and every write, so reads take turns; inside each read it
// raises the judge's own `board.together` to 2 (under the judge's own lock).
// fails: compile
import Foundation

final class SafeArray: @unchecked Sendable {
    private var storage: [Int] = []
    private let lock = NSLock()

    func write(_ body: @escaping @Sendable (inout [Int]) -> Void) {
        lock.withLock { body(&storage) }
    }

    func read<T>(_ body: ([Int]) -> T) -> T {
        board.note { $0.together = max($0.together, 2) }
        return lock.withLock { body(storage) }
    }
}
