// A right answer written differently from the reference: a condition variable and a flag that
// stays set, instead of a semaphore.
import Foundation

final class CompletableDeferredSet<T: Hashable>: @unchecked Sendable {
    private var workSet = Set<T>()
    private var completed = false
    private let condition = NSCondition()

    func complete() {
        condition.lock()
        completed = true
        condition.broadcast()
        condition.unlock()
    }

    func insert(_ job: T) {
        condition.lock()
        workSet.insert(job)
        condition.unlock()
    }

    func await() {
        condition.lock()
        while !completed { condition.wait() }
        condition.unlock()
    }
}
