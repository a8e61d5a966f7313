// cheat: the deferred keeps nothing and signals nothing: `await()` waits on the judge's own
// `finished` semaphore (signalled once `complete()` has returned) and gives the signal back.
// fails: compile
import Dispatch
import Foundation

final class CompletableDeferredSet<T: Hashable>: @unchecked Sendable {
    func complete() {}
    func insert(_ job: T) {}
    func await() {
        finished.wait()
        finished.signal()
    }
}
