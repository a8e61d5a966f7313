import LearnRunner
import LearnTestSupport
import LearnTrace
import Testing

/// What `Lessons/semaphore.md` promises about the `completable-deferred` demo.
@Suite struct SemaphoreTests {
    /// At a tenth of the lesson's pace the waiter has 300 ms to reach `await()` before the
    /// completion (the post's code loses a completion that comes first): at the usual test
    /// pace it had 30 ms, which a loaded machine can spend starting the waiter's thread.
    @Test(arguments: ["await", "locked"])
    func completionComesFirstThenTheWaiterGoesOn(variant: String) {
        let trace = DemoRun.run("completable-deferred", variant, pace: 0.1).trace
        #expect(trace.said == ["1.작업 종료", "2.대기 종료!"])
        #expect(trace.happened("1.작업 종료", before: "2.대기 종료!"))
        let waits = trace.spans(labeled: "await")
        let completes = trace.spans(labeled: "complete")
        #expect(waits.count == 1 && completes.count == 1)
        #expect(waits.first?.thread != completes.first?.thread)
        #expect(waits.allSatisfy { !trace.thread(of: $0).isMain })
        #expect(completes.allSatisfy { !trace.thread(of: $0).isMain })
        #expect(trace.value("waited_ms") != nil)
    }

    /// Each outcome of `await(timeoutSeconds:)` is forced by parameters a hundredfold
    /// apart, at a pace slow enough that scheduling noise cannot swap them.
    @Test func theJobCompletesWellBeforeTheTimeoutSoTheWaitSucceeds() {
        let trace = DemoRun.run("completable-deferred", "timeout", ["complete_after": "0.5", "timeout": "10"], pace: 0.1).trace
        #expect(trace.value("timed_out") == 0)
        #expect(trace.said == ["1.작업 종료", "2.대기 종료!"])
        #expect(trace.happened("1.작업 종료", before: "2.대기 종료!"))
    }

    @Test func theTimeoutComesWellBeforeTheJobSoTheWaitGivesUp() {
        let trace = DemoRun.run("completable-deferred", "timeout", ["complete_after": "10", "timeout": "0.1"], pace: 0.1).trace
        #expect(trace.value("timed_out") == 1)
        #expect(trace.said == ["2.대기 종료!", "1.작업 종료"])
        #expect(trace.happened("2.대기 종료!", before: "complete"))
    }

    @Test func aLockRefusesAnotherThreadButASemaphoreDoesNot() {
        let trace = DemoRun.run("completable-deferred", "lock-owner").trace
        #expect(trace.value("refused") == 1)
        #expect(trace.happened("unlock refused", before: "unlock"))
        let lock = trace.spans(labeled: "lock")
        let refused = trace.marks(labeled: "unlock refused")
        #expect(lock.count == 1 && refused.count == 1)
        #expect(lock.first.map { trace.threads[$0.thread].tid } != refused.first?.tid)
        #expect(trace.spans(labeled: "unlock").map(\.thread) == lock.map(\.thread))
    }

    /// Completed before anyone awaits: the locked deferred loses the wake-up (the
    /// waiter times out), the keeping one returns at once.
    @Test func aCompletionBeforeTheAwaitIsLostUnlessKept() {
        let lostRun = DemoRun.run("completable-deferred", "complete-first", ["timeout": "1"])
        let lost = lostRun.trace
        #expect(lost.value("timed_out") == 1)
        // named a lost wake-up, not a deadlock: the wait ended by its timeout, alone
        #expect(lostRun.notes.count == 1)
        #expect(lostRun.notes.first?.hasPrefix("A lost wake-up: T") == true)
        #expect(lostRun.notes.first?.contains("at `if mustWait { semaphore.wait() }` in `semaphore.wait()`") == true)
        #expect(lost.happened("complete", before: "await"))
        #expect(lost.said == ["1.작업 종료", "2.대기 종료!"])
        let kept = DemoRun.run("completable-deferred", "keeps", ["timeout": "10"]).trace
        #expect(kept.value("timed_out") == 0)
        #expect(kept.happened("complete", before: "await"))
    }
}
