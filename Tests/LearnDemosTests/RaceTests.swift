import LearnRunner
import LearnTestSupport
import LearnTrace
import Testing

/// What `Lessons/race.md` promises about the `data-source` demo.
@Suite struct RaceTests {
    let small = ["updates": "2000", "writers": "4"]

    @Test func serialQueueLosesNothingAndReloadsOnMain() {
        let trace = DemoRun.run("data-source", "serial", small).trace
        #expect(trace.value("expected") == 8000)
        #expect(trace.value("rows") == 8000)
        #expect(trace.value("lost") == 0)
        #expect(trace.overlaps("update", "update") == 0)
        #expect(trace.spans(labeled: "update").allSatisfy { $0.queue == "data_source_update_queue" })
        #expect(trace.spans(labeled: "update").count == 4)
        let reload = trace.spans(labeled: "reloadData")
        #expect(reload.count == 1 && reload.allSatisfy { trace.thread(of: $0).isMain })
        #expect(trace.happened("update", before: "reloadData"))
    }

    /// The trace counts every write the writers really made (`traced` records a mark per
    /// row); the rows the table shows can be fewer, never more, and what the demo calls
    /// lost is exactly the writes the table does not show.
    @Test func globalQueueShowsAtMostTheWritesTheTraceRecorded() throws {
        let trace = DemoRun.run("data-source", "global", small.merging(["traced": "true"]) { $1 }).trace
        #expect(trace.droppedEvents == 0)
        let writes = trace.marks(labeled: "append").count
        #expect(writes == 8000)
        #expect(trace.value("expected") == writes)
        let rows = try #require(trace.value("rows"))
        #expect(rows >= 1 && rows <= writes)
        #expect(trace.value("lost") == writes - rows)
        let updates = trace.spans(labeled: "update")
        #expect(updates.count == 4 && updates.allSatisfy { !trace.thread(of: $0).isMain })
        #expect(trace.spans(labeled: "reloadData").count == 1)
        #expect(trace.spans(labeled: "reloadData").allSatisfy { trace.thread(of: $0).isMain })
    }

    @Test func trapUpdatesOnceOnMainAndOtherwiseOnTheQueue() {
        let trace = DemoRun.run("data-source", "trap", small).trace
        let updates = trace.spans(labeled: "update")
        #expect(updates.count == 4)
        #expect(updates.filter { trace.thread(of: $0).isMain }.count == 1)
        #expect(updates.filter { $0.queue == "data_source_update_queue" }.count == 3)
        let rows = trace.value("rows") ?? -1
        #expect(rows >= 1 && rows <= 8000)
    }

    @Test func arrayVariantEndsOrCrashesButNeverInventsRows() {
        let result = DemoRun.run("data-source", "array", ["updates": "200", "writers": "2"], expecting: ["finished", "crashed"])
        if result.status == .finished, let rows = result.trace.value("rows") {
            #expect(result.trace.value("expected") == 400)
            #expect(rows <= 400)
        }
    }
}
