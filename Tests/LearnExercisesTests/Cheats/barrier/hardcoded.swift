// cheat: keeps nothing; every read sees the same made-up numbers, and the learner's trace says all is well.
// fails: all-there
import Foundation

final class SafeArray: @unchecked Sendable {
    func write(_ body: @escaping @Sendable (inout [Int]) -> Void) {}
    func read<T>(_ body: ([Int]) -> T) -> T {
        trace.value("missing", 0)
        trace.value("crowded", 0)
        return body(Array(1...6))
    }
}
