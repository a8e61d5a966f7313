import LearnRunner
import LearnTrace
import Testing

/// What `Lessons/semaphore.md` promises about the `completable-deferred` demo.
@Suite struct HeadlineSemaphoreTests {
    @Test(arguments: ["await", "locked"])
    func completionComesFirstThenTheWaiterGoesOn(variant: String) {
        let trace = HeadlineRun.run("completable-deferred", variant).trace
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

    @Test(arguments: ["3.3", "2"])
    func timeoutEitherSucceedsAfterCompletionOrTimesOut(timeout: String) {
        let trace = HeadlineRun.run("completable-deferred", "timeout", ["timeout": timeout]).trace
        #expect(Set(trace.said) == ["1.작업 종료", "2.대기 종료!"])
        let timedOut = trace.value("timed_out")
        #expect(timedOut == 0 || timedOut == 1)
        if timedOut == 0 { #expect(trace.happened("1.작업 종료", before: "2.대기 종료!")) }
    }

    @Test func aLockRefusesAnotherThreadButASemaphoreDoesNot() {
        let trace = HeadlineRun.run("completable-deferred", "lock-owner").trace
        #expect(trace.value("refused") == 1)
        #expect(trace.happened("unlock refused", before: "unlock"))
        let lock = trace.spans(labeled: "lock")
        let refused = trace.marks(labeled: "unlock refused")
        #expect(lock.count == 1 && refused.count == 1)
        #expect(lock.first.map { trace.threads[$0.thread].tid } != refused.first?.tid)
        #expect(trace.spans(labeled: "unlock").map(\.thread) == lock.map(\.thread))
    }
}
