import LearnDemoProcess
import LearnRunner
import LearnTestSupport
import LearnTrace
import Testing

/// Invariants of traces from real runs in a child process.
@Suite struct RunnerTraceTests {
    let runner = DemoRunner.forTests()

    private func run(_ demo: String, _ variant: String, _ parameters: [String: String] = [:]) -> RunResult {
        runner.run(RunRequest(demo: demo, variant: variant, parameters: parameters, pace: 0.01)) { _ in }
    }

    @Test func noopDemoRunsInAChildProcess() {
        let result = run("noop", "plain")
        #expect(result.status == .finished)
        #expect(result.trace.marks(labeled: "noop").count == 1)
    }

    @Test func spansOnAConcurrentQueueOverlapOnTwoThreads() {
        let result = run("overlap", "concurrent")
        #expect(result.status == .finished)
        #expect(result.trace.spans(labeled: "work").count == 2)
        #expect(result.trace.threads(running: "work").count == 2)
        #expect(result.trace.overlaps("work", "work") == 1)
        #expect(result.trace.peakParallelism == 2)
    }

    @Test func spansOnASerialQueueNeverOverlap() {
        let result = run("overlap", "serial")
        #expect(result.status == .finished)
        let work = result.trace.spans(labeled: "work")
        #expect(work.count == 3)
        #expect(result.trace.overlaps("work", "work") == 0)
        #expect(work.allSatisfy { $0.queue == "overlap.serial" && $0.finished })
    }

    @Test func everyBlockCarriesTheFlowOfItsEnqueue() {
        let result = run("overlap", "serial")
        let enqueued = Set(result.trace.events.filter { $0.kind == .enqueue }.map(\.span))
        let ran = Set(result.trace.spans(labeled: "work").map(\.flow))
        #expect(enqueued.count == 3)
        #expect(enqueued == ran)
    }

    @Test func mainQueueOperationQueueAndMainActorRunOnTheRealMainThread() {
        let result = run("overlap", "main")
        #expect(result.status == .finished)
        let trace = result.trace
        let mainTid = trace.marks(labeled: "run").first?.tid  // `run` is called on the process's main thread
        #expect(trace.threads.first?.name == "main")
        for label in ["main.async", "main.operation", "main.actor"] {
            let spans = trace.spans(labeled: label)
            #expect(spans.count == 1, "\(label) ran once")
            for span in spans {
                #expect(trace.threads[span.thread].isMain, "\(label) is on the main thread")
                #expect(trace.threads[span.thread].tid == mainTid, "\(label) has tid == pid")
                #expect(span.queue == "com.apple.main-thread")
            }
        }
        #expect(trace.spans(labeled: "main.actor").first?.task.hasPrefix("task ") == true)
    }

    @Test func liveSeesEveryEventInArrivalOrderBeforeTheRunEnds() {
        var seen: [Int] = []
        let result = runner.run(RunRequest(demo: "overlap", variant: "serial", pace: 0.01)) { seen.append($0.seq) }
        #expect(seen == result.trace.events.map(\.seq).sorted())
        #expect(seen == Array(0..<seen.count))
    }

    @Test func aFloodKeepsTheStartAndTheEndAndCountsTheRest() {
        let small = DemoRunner(executable: runner.executable, eventCapacity: 1_000)
        var live = 0
        let result = small.run(RunRequest(demo: "flood", variant: "values", parameters: ["count": "20000", "threads": "2"], pace: 0.01)) {
            _ in live += 1
        }
        #expect(result.status == .finished)
        // Every event is kept or counted: dropped by the parent's cap, or by the child's ring
        // when a loaded machine starves its flusher (then `live` sees fewer than were recorded).
        #expect(result.trace.events.count == 1_000)
        #expect(result.trace.events.count + result.trace.droppedEvents == 20_001)
        #expect((1_000...20_001).contains(live))
        #expect(result.trace.marks(labeled: "flood").count == 1)  // the last event survives
        #expect(result.trace.events.contains { $0.seq == 0 })  // and so does the first
    }
}
