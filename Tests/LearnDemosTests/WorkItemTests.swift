import LearnTestSupport
import LearnTrace
import Testing

/// The `workitem` lesson's promises (000/E5, 000/E7).
@Suite("the workitem demo")
struct WorkItemTests {
    @Test func notifyRunsTheUIItemOnMainAfterTheRequest() {
        let trace = DemoRun.run("workitem", "notify").trace
        #expect(trace.noneOnMain("request"))
        #expect(trace.allOnMain("ui"))
        #expect(trace.happened("request", before: "ui"))
        #expect(trace.said == ["textLabel.text = \"Let there be light\""])
    }

    @Test func aCancelledItemThatHasNotStartedNeverRuns() {
        let trace = DemoRun.run("workitem", "cancel", ["steps": "4"]).trace
        #expect(trace.count("second") == 0)
        #expect(!trace.said.contains("second ran"))
        // The running one goes on: every step, some after the cancel.
        #expect(trace.count("step") == 4)
        #expect(trace.value("steps-done") == 4)
        let cancel = trace.spans(labeled: "cancel")
        #expect(cancel.count == 1)
        #expect(trace.spans(labeled: "step").contains { $0.begin >= cancel[0].end })
    }

    @Test func aRunningItemThatChecksStops() {
        let trace = DemoRun.run("workitem", "check", ["steps": "4"]).trace
        #expect(trace.count("second") == 0)
        #expect(trace.count("step") == 1)
        #expect(trace.value("steps-done") == 1)
        #expect(trace.happened("step", before: "cancel"))
    }

    /// 000/E8 expects cancelling one item to cancel the work after it; it does not.
    @Test func cancellingOneItemLeavesTheNextRunning() {
        let trace = DemoRun.run("workitem", "cancel-one", ["steps": "3"]).trace
        #expect(trace.count("second") == 1)
        #expect(trace.said == ["second ran"])
        #expect(trace.value("steps-done") == 3)
        #expect(trace.happened("cancel", before: "second"))
        #expect(trace.happened("first", before: "second"))
    }
}
