// A right answer written differently from the reference: a serial queue owns the flags, and the
// semaphore is waited on outside it.
import Dispatch

final class CompletableDeferredSet<T: Hashable>: @unchecked Sendable {
    private var workSet = Set<T>()
    private var completed = false
    private var waiting = false
    private let semaphore = DispatchSemaphore(value: 0)
    private let state = DispatchQueue(label: "deferred")

    func complete() {
        let mustSignal = state.sync {
            completed = true
            defer { waiting = false }
            return waiting
        }
        if mustSignal { semaphore.signal() }
    }

    func insert(_ job: T) { state.sync { _ = workSet.insert(job) } }

    func await() {
        let mustWait = state.sync {
            if !completed { waiting = true }
            return !completed
        }
        if mustWait { semaphore.wait() }
    }
}
