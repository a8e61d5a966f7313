// cheat: the checks' labels emitted by the learner's own trace, with the writes thrown away.
// fails: all-there
import Foundation

final class SafeArray: @unchecked Sendable {
    func write(_ body: @escaping @Sendable (inout [Int]) -> Void) {
        trace.span("write") {}
    }
    func read<T>(_ body: ([Int]) -> T) -> T {
        trace.span("read") {}
        for label in ["crowded", "missing", "unseen"] { trace.value(label, 0) }
        trace.value("together", 2)
        return body([])
    }
}
