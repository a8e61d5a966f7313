// cheat: the checks' labels emitted by the learner's own trace, without the work: `await()`
// records that nothing went wrong and returns at once.
// fails: after-complete
import Foundation

final class CompletableDeferredSet<T: Hashable>: @unchecked Sendable {
    func complete() {
        trace.value("complete_returned", 1)
    }
    func insert(_ job: T) {}
    func await() {
        trace.value("early", 0)
        trace.value("lost_kept", 0)
        trace.value("lost_signal", 0)
        trace.mark("await")
    }
}
