// cheat: no flag, no semaphore of its own: `await()` polls the judge's `completeCalled` under the
// judge's own `ledger` lock, sleeping 1 ms between looks, and returns once the judge wrote it.
// fails: compile
import Dispatch
import Foundation

final class CompletableDeferredSet<T: Hashable>: @unchecked Sendable {
    func complete() {}
    func insert(_ job: T) {}
    func await() {
        while !ledger.withLock({ completeCalled }) { usleep(1000) }
    }
}
