import LearnRunner
import LearnTestSupport
import LearnTrace
import Testing

/// What `Lessons/barrier.md` promises about the `barrier-array` and `array-throughput` demos.
@Suite struct BarrierTests {
    @Test func aBarrierWriteRunsAlone() {
        let trace = DemoRun.run("barrier-array", "barrier").trace
        #expect(trace.overlaps("write", nil) == 0)
        #expect(trace.spans(labeled: "read").count == 9)
        #expect(trace.spans(labeled: "write").count == 2)
        #expect(trace.value("elements") == 10)
    }

    /// Reads overlapping is what a concurrent queue allows, not what it promises in one
    /// run; three reader threads make it all but certain, so one of a few runs must show it.
    @Test func barrierReadsOverlap() {
        let overlapping = (1...5).contains { _ in
            DemoRun.run("barrier-array", "barrier", pace: 0.02).trace.overlaps("read", "read") > 0
        }
        #expect(overlapping)
    }

    @Test func aSerialQueueNeverOverlaps() {
        let trace = DemoRun.run("barrier-array", "serial").trace
        #expect(trace.overlaps("read", "read") == 0)
        #expect(trace.overlaps("write", nil) == 0)
        #expect(trace.spans(labeled: "read").count == 9)
        #expect(trace.value("elements") == 10)
    }

    @Test func unsafeStillRunsEveryReadAndWrite() {
        let trace = DemoRun.run("barrier-array", "unsafe").trace
        #expect(trace.spans(labeled: "read").count == 9)
        #expect(trace.spans(labeled: "write").count == 2)
        #expect(trace.value("elements") == 10)
    }

    @Test(arguments: ["read-heavy", "write-heavy"])
    func throughputReportsEveryStore(variant: String) {
        let trace = DemoRun.run("array-throughput", variant, ["ops": "200", "threads": "2", "work": "10"]).trace
        for store in ["serial", "barrier", "lock"] {
            #expect((trace.value("\(store)_ops_per_s") ?? 0) > 0)
            #expect(trace.spans(labeled: store).count == 1)
        }
        #expect((trace.value("reads") ?? 0) + (trace.value("writes") ?? 0) == 400)
        #expect(trace.happened("serial", before: "barrier") && trace.happened("barrier", before: "lock"))
    }

    /// A barrier on a global queue is ignored: every read and write still runs, and
    /// the array gets every element (the demo waits for its writes itself).
    @Test func aGlobalQueueBarrierStillRunsEveryReadAndWrite() {
        let trace = DemoRun.run("barrier-array", "global-barrier").trace
        #expect(trace.spans(labeled: "read").count == 9)
        #expect(trace.spans(labeled: "write").count == 2)
        #expect(trace.value("elements") == 10)
    }

    /// With long writes among many reads, a write that ran alone in every one of a few
    /// runs would mean the flag worked; it never does on a global queue.
    @Test func aGlobalQueueBarrierLetsAWriteMeetAReadInSomeRun() {
        let parameters = ["readers": "4", "reads": "6", "write_time": "1", "read_time": "0.5"]
        let met = (1...5).contains { _ in
            DemoRun.run("barrier-array", "global-barrier", parameters, pace: 0.02).trace.overlaps("write", "read") > 0
        }
        #expect(met)
    }
}
