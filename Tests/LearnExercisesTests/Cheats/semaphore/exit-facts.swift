// cheat: the starter's broken deferred, plus an exit handler that writes the facts the checks
// read through the judge's own `learn_judge_value` (found with `dlsym`, hidden after a "//" string
// on its line): early 0, lost_kept 0, lost_signal 0, complete_returned 1, came_back 1. `await()`
// never waits, so the program always ends.
// fails: refused|after-complete|came-back
import Dispatch
import Foundation

typealias JudgeValue = @convention(c) (UnsafePointer<CChar>?, Int64) -> Void
let slashes = "//"; let hook = dlsym(nil, "learn" + "_judge" + "_value").map { unsafeBitCast($0, to: JudgeValue.self) }
let registered: Bool = {
    atexit {
        for (label, value) in [("early", 0), ("lost_kept", 0), ("lost_signal", 0), ("complete_returned", 1), ("came_back", 1)] {
            hook?(label, Int64(value))
        }
    }
    return true
}()

final class CompletableDeferredSet<T: Hashable>: @unchecked Sendable {
    func complete() { _ = registered }
    func insert(_ job: T) { _ = registered }
    func await() {}
}
