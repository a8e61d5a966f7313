import LearnRunner
import LearnTestSupport
import LearnTrace
import Testing

/// What `Lessons/mutex-atomic.md` promises about the `mutex-atomic` demo.
@Suite struct MutexAtomicTests {
    let small = ["writers": "4", "updates": "2000"]

    @Test(
        "Mutex, Atomic, NSLock and the serial queue each keep every row, written off main and reported on main",
        arguments: ["mutex", "atomic", "nslock", "serial"])
    func everyToolKeepsTheCount(variant: String) {
        let trace = DemoRun.run("mutex-atomic", variant, small).trace
        #expect(trace.value("expected") == 8000)
        #expect(trace.value("rows") == 8000)
        #expect(trace.value("lost") == 0)
        let updates = trace.spans(labeled: "update")
        #expect(updates.count == 4 && updates.allSatisfy { !trace.thread(of: $0).isMain })
        let reload = trace.spans(labeled: "reloadData")
        #expect(reload.count == 1 && reload.allSatisfy { trace.thread(of: $0).isMain })
        #expect(trace.happened("update", before: "reloadData"))
        // the figures the lesson prints are measured, never absent
        #expect((trace.value("elapsed_us") ?? -1) >= 0 && (trace.value("ns_per_row") ?? -1) >= 0)
    }

    /// The check-then-act fills the page and can overshoot it, but only by rows whose check
    /// passed before the page filled: at most one per writer but the one that filled it.
    @Test func checkThenActOvershootsByAtMostOneRowPerOtherWriter() throws {
        let trace = DemoRun.run("mutex-atomic", "check-then-act", small.merging(["limit": "4000", "window": "500"]) { $1 }).trace
        let rows = try #require(trace.value("rows"))
        #expect(trace.value("limit") == 4000 && trace.value("attempts") == 8000)
        #expect(rows >= 4000 && rows <= 4000 + 3)
        #expect(trace.value("over") == rows - 4000)
        #expect(trace.spans(labeled: "update").count == 4)
    }

    @Test("compare-exchange and the locked check fill the page exactly", arguments: ["compare-exchange", "locked-check"])
    func fixesFillThePageExactly(variant: String) {
        let trace = DemoRun.run("mutex-atomic", variant, small.merging(["limit": "4000", "window": "500"]) { $1 }).trace
        #expect(trace.value("rows") == 4000)
        #expect(trace.value("over") == 0)
        #expect((trace.value("retries") ?? 0) >= 0)
        #expect(trace.spans(labeled: "update").count == 4)
    }

    /// A page larger than every attempt: no writer ever finds it full, so every row counts.
    @Test(arguments: ["check-then-act", "compare-exchange", "locked-check"])
    func aPageWithRoomForAllTakesEveryRow(variant: String) {
        let trace = DemoRun.run("mutex-atomic", variant, ["writers": "2", "updates": "100", "limit": "1000", "window": "0"]).trace
        #expect(trace.value("rows") == 200)
        #expect(trace.value("over") == -800)
    }
}
