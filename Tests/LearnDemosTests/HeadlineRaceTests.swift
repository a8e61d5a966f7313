import LearnRunner
import LearnTrace
import Testing

/// What `Lessons/race.md` promises about the `data-source` demo.
@Suite struct HeadlineRaceTests {
    let small = ["updates": "2000", "writers": "4"]

    @Test func serialQueueLosesNothingAndReloadsOnMain() {
        let trace = HeadlineRun.run("data-source", "serial", small).trace
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

    @Test func globalQueueNeverCountsMoreThanItWrote() {
        let trace = HeadlineRun.run("data-source", "global", small).trace
        #expect(trace.value("expected") == 8000)
        let rows = trace.value("rows") ?? -1
        #expect(rows >= 1 && rows <= 8000)
        #expect(trace.value("lost") == 8000 - rows)
        #expect(trace.spans(labeled: "update").allSatisfy { !trace.thread(of: $0).isMain })
        #expect(trace.spans(labeled: "reloadData").allSatisfy { trace.thread(of: $0).isMain })
    }

    @Test func trapUpdatesOnceOnMainAndOtherwiseOnTheQueue() {
        let trace = HeadlineRun.run("data-source", "trap", small).trace
        let updates = trace.spans(labeled: "update")
        #expect(updates.count == 4)
        #expect(updates.filter { trace.thread(of: $0).isMain }.count == 1)
        #expect(updates.filter { $0.queue == "data_source_update_queue" }.count == 3)
        let rows = trace.value("rows") ?? -1
        #expect(rows >= 1 && rows <= 8000)
    }

    @Test func arrayVariantEndsOrCrashesButNeverInventsRows() {
        let result = HeadlineRun.run("data-source", "array", ["updates": "200", "writers": "2"])
        if result.status == .finished, let rows = result.trace.value("rows") {
            #expect(result.trace.value("expected") == 400)
            #expect(rows <= 400)
        }
    }
}
