// Exercise: semaphore: a deferred that waits for its work (the post's CompletableDeferredSet).
//
// A worker thread inserts a job and waits; some time later another queue finishes the work
// and calls `complete()`. The waiter must wake only after the work is done ("1.작업 종료"
// then "2.대기 종료!"), in every run, and ThreadSanitizer must find no data race:
// `canSignal` is read and written from two threads.
import Dispatch
import Foundation

final class CompletableDeferredSet<T: Hashable>: @unchecked Sendable {  // shared by two threads: make that safe
    private var workSet = Set<T>()
    // DispatchSemaphore does not tell its value, so this flag keeps it at 0 or 1.
    private var canSignal = false
    private let semaphore = DispatchSemaphore(value: 0)

    func complete() {
        signalSemaphoreIfNeeded()
    }

    func insert(_ job: T) {
        signalSemaphoreIfNeeded()
        workSet.insert(job)
    }

    func await() {
        waitSemaphoreIfNeeded()
    }

    private func signalSemaphoreIfNeeded() {
        guard canSignal else { return }
        canSignal.toggle()
        semaphore.signal()
    }

    private func waitSemaphoreIfNeeded() {
        guard !canSignal else { return }
        canSignal.toggle()
        semaphore.wait()
    }
}

let deferredSet = CompletableDeferredSet<Int>()
let finished = DispatchSemaphore(value: 0)

Thread {
    deferredSet.insert(1)
    deferredSet.await()
    trace.mark("wait-done")
    print("2.대기 종료!")
    finished.signal()
}.start()

DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(50)) {
    trace.span("work") { usleep(10_000) }
    print("1.작업 종료")
    deferredSet.complete()
}

if finished.wait(timeout: .now() + 3) == .timedOut { print("the waiter never woke up") }
