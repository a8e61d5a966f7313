import LearnTestSupport
import LearnTrace
import Testing

/// The `freeze` lesson's promises (000/E8, 000/E1). Missed frames of the
/// smooth versions depend on the machine's load, so only the frozen version's
/// count is asserted.
@Suite("the freeze demo")
struct FreezeTests {
    @Test func loadingOnMainMissesFrames() {
        let trace = DemoRun.run("freeze", "main", ["cells": "4"]).trace
        #expect(trace.allOnMain("image"))
        #expect(trace.allOnMain("frame"))
        #expect((trace.value("missed") ?? 0) > 0)
        #expect(trace.count("apply") == 4)
    }

    @Test func globalThenMainLoadsOffMain() {
        let trace = DemoRun.run("freeze", "async", ["cells": "4"]).trace
        #expect(trace.noneOnMain("image"))
        #expect(trace.allOnMain("apply"))
        #expect(trace.allOnMain("frame"))
        #expect(trace.count("apply") == 4)
        #expect(trace.value("missed") != nil)
    }

    @Test func theGroupVersionLoadsOffMainOneAtATime() {
        let trace = DemoRun.run("freeze", "group", ["cells": "4"]).trace
        #expect(trace.noneOnMain("image"))
        #expect(trace.oneAtATime("image"))
        #expect(trace.allOnMain("apply"))
        #expect(trace.count("html") == 4)
        #expect(trace.value("missed") != nil)
    }

    @Test func tinyWorkItemsGiveTheSameSum() {
        let trace = DemoRun.run("freeze", "myth", ["items": "1000"]).trace
        #expect(trace.value("serial-sum") == 500_500)
        #expect(trace.value("concurrent-sum") == 500_500)
        #expect(trace.allOnMain("serial") && trace.allOnMain("concurrent"))
    }
}
