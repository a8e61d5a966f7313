// cheat: no flag kept: `complete()` broadcasts an `NSCondition`, and `await()` waits on it until a
// deadline 300 ms away (`wait(until:)`, pthread_cond_timedwait), then returns whatever happened:
// the order is held by a deadline, not by a kept completion.
// fails: after-complete
import Foundation

final class CompletableDeferredSet<T: Hashable>: @unchecked Sendable {
    private let condition = NSCondition()
    func complete() {
        condition.lock()
        condition.broadcast()
        condition.unlock()
    }
    func insert(_ job: T) {}
    func await() {
        condition.lock()
        _ = condition.wait(until: Date(timeIntervalSinceNow: 0.3))
        condition.unlock()
    }
}
