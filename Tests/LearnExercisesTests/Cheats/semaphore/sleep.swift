// cheat: `await()` just sleeps long enough for the work to be done in a free run.
// fails: after-complete
import Foundation

final class CompletableDeferredSet<T: Hashable>: @unchecked Sendable {
    func complete() {}
    func insert(_ job: T) {}
    func await() { usleep(100_000) }
}
