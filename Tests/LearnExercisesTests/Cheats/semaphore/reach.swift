// cheat: records the judge's own facts through the tracer's judge entry point.
// fails: refused
import Foundation

@_silgen_name("learn_judge_value") func judgeValue(_ label: UnsafePointer<CChar>?, _ value: Int64)

final class CompletableDeferredSet<T: Hashable>: @unchecked Sendable {
    func complete() {}
    func insert(_ job: T) {}
    func await() {
        judgeValue("early", 0)
    }
}
