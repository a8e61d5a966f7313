import LearnTestSupport
import LearnTrace
import Testing

/// The `group` lesson's promises (000/E6, 000/E8).
@Suite("the group demo")
struct GroupTests {
    @Test func notifyRunsOnMainAfterEveryQueuesTask() {
        let trace = DemoRun.run("group", "notify").trace
        #expect(trace.count("download") == 2)
        for label in ["download", "parse", "update"] { #expect(trace.happened(label, before: "all done"), "\(label)") }
        #expect(trace.allOnMain("all done"))
        #expect(trace.allOnMain("update"))
        #expect(trace.noneOnMain("download"))
        #expect(trace.spans(labeled: "parse").allSatisfy { $0.queue == "parse" })
    }

    @Test func waitWithATimeoutGivesUpWhileTheWorkGoesOn() {
        let trace = DemoRun.run("group", "timeout").trace
        #expect(trace.value("timedOut") == 1)
        #expect(trace.said == [".timedOut: the slow task is still running"])
        #expect(trace.allOnMain("wait"))
        let gaveUp = trace.marks(labeled: "gave up").map(\.time)
        let slow = trace.spans(labeled: "slow")
        #expect(gaveUp.count == 1 && slow.count == 1)
        #expect(slow.allSatisfy { $0.finished && $0.end > gaveUp[0] })
    }

    @Test func theModelsBarrierMakesImagesOneAtATime() {
        let trace = DemoRun.run("group", "model", ["cells": "4", "broken": "2"]).trace
        #expect(trace.count("image") == 4)
        #expect(trace.oneAtATime("image"))
        #expect(trace.neverDuring("check", "image"))
        #expect(trace.spans(labeled: "image").allSatisfy { $0.queue == "customCellQueue" })
        #expect(trace.allOnMain("apply"))
        #expect(trace.allOnMain("html"))
        #expect(trace.count("apply") == 4)
        #expect(trace.count("html") == 4)
        // The broken cell's cancel comes after its image already ran.
        #expect(trace.count("cancelled") == 1)
        #expect(trace.value("timedOut") == 0)
    }
}
