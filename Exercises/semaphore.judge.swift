// The judge of `semaphore`: the exercise's own code, compiled beside your file (you do not edit it).
// It makes one deferred; its waiter thread inserts a job and calls `await()`, while a queue of its
// own does the work in steps it picks at run time and then calls `complete()`. Nothing orders the
// two: under learn's scheduler either one reaches the deferred first. The judge notes, under a lock
// of its own, whether `complete()` had been called when `await()` returned, and gives the waiter
// two seconds to come back once the completion has returned. Each fact is recorded as soon as it
// is known: a run that learn's scheduler stops because no thread can go on keeps those it had.
// Under learn's scheduler it also notes whether `complete()` waited on the clock (a sleep of its
// own, or a timed wait that ran out): `complete()` never waits, for a waiter or for anything else.
import Foundation

private let deferred = CompletableDeferredSet<Int>()
private let steps = Judge.pick("work_steps", in: 1...3)
private let job = Judge.pick("job", in: 1...99)
private let ledger = Foundation.NSLock()
nonisolated(unsafe) private var stepsDone = 0
nonisolated(unsafe) private var completeCalled = false
nonisolated(unsafe) private var completeReturned = Foundation.Date.distantFuture
nonisolated(unsafe) private var completedBeforeAwait = false
nonisolated(unsafe) private var earlyWake = false
nonisolated(unsafe) private var stepsWhenWoke = 0
private let woke = Dispatch.DispatchSemaphore(value: 0)
private let finished = Dispatch.DispatchSemaphore(value: 0)
private let start = Dispatch.DispatchSemaphore(value: 0)

Foundation.Thread {
    start.wait()
    Judge.span("waiter") {
        deferred.insert(job)
        Judge.pause("await")
        ledger.lock()
        completedBeforeAwait = completeReturned != Foundation.Date.distantFuture
        ledger.unlock()
        Judge.span("await") { deferred.await() }
        ledger.lock()
        earlyWake = !completeCalled
        stepsWhenWoke = stepsDone
        ledger.unlock()
        Judge.value("steps_when_woke", stepsWhenWoke)
        Judge.value("early", earlyWake ? 1 : 0)
    }
    woke.signal()
}.start()

Dispatch.DispatchQueue.global().async {
    start.wait()
    Judge.span("work") {
        for _ in 0..<steps {
            Judge.pause("work step")
            ledger.lock()
            stepsDone += 1
            ledger.unlock()
        }
    }
    ledger.lock()
    completeCalled = true
    ledger.unlock()
    let wakes = Judge.clockWakes()
    Judge.span("complete") { deferred.complete() }
    Judge.value("complete_waited", Judge.clockWakes() > wakes ? 1 : 0)
    ledger.lock()
    completeReturned = Foundation.Date()
    ledger.unlock()
    Judge.value("complete_returned", 1)
    finished.signal()
}

start.signal()
start.signal()
private let returned = Judge.patient({ woke.wait(timeout: .now() + 2) }) == .success
private let completeEnded = Judge.patient({ finished.wait(timeout: .now() + 2) }) == .success
ledger.lock()
Judge.value("completed_first", completedBeforeAwait ? 1 : 0)
if !completeEnded { Judge.value("complete_returned", 0) }
private let lost = !returned && completeEnded
Judge.value("lost_kept", lost && completedBeforeAwait ? 1 : 0)
Judge.value("lost_signal", lost && !completedBeforeAwait ? 1 : 0)
if lost { Judge.value("waited_ms", Swift.Int(Foundation.Date().timeIntervalSince(completeReturned) * 1000)) }
ledger.unlock()
if returned && completeEnded { Judge.value("came_back", 1) }
