// cheat: `complete()` always signals and `await()` waits at most 100 ms, then returns whatever
// happened: the order is held by the work being quicker than the timeout.
// fails: after-complete
import Dispatch
import Foundation

final class CompletableDeferredSet<T: Hashable>: @unchecked Sendable {
    private let semaphore = DispatchSemaphore(value: 0)
    func complete() { semaphore.signal() }
    func insert(_ job: T) {}
    func await() { _ = semaphore.wait(timeout: .now() + .milliseconds(100)) }
}
