import LearnRunner
import LearnTestSupport
import LearnTrace
import Testing

@Suite("the operation-queue demo")
struct OperationQueueTests {
    @Test("maxConcurrentOperationCount = 1: no two jobs overlap")
    func oneAtATime() {
        let result = DemoRun.run("operation-queue", "one-at-a-time")
        #expect(result.trace.count("job") == 6)
        #expect(result.trace.overlaps("job", "job") == 0)
        #expect(result.trace.number("max-running") == 1)
    }

    @Test("maxConcurrentOperationCount = max: never more than max at once")
    func concurrent() {
        let result = DemoRun.run("operation-queue", "concurrent", ["max": "3"])
        #expect(result.trace.count("job") == 6)
        #expect(result.trace.number("limit") == 3)
        #expect((1...3).contains(result.trace.number("max-running")))
    }

    @Test("a job added while the queue runs runs; a cancelled job never runs main")
    func addAndCancel() {
        let result = DemoRun.run("operation-queue", "add-cancel")
        let trace = result.trace
        #expect(trace.count("job") == 5)
        #expect(trace.overlaps("job", "job") == 0)
        #expect(trace.number("ran") == 5)
        #expect(trace.number("cancelled") == 1)
        #expect(trace.number("finished") == 6)
        #expect(trace.said.contains("job 4: never ran main, isCancelled true, isFinished true"))
        #expect(trace.said.contains("job 6: ran main, isCancelled false, isFinished true"))
    }

    @Test("cancelAllOperations on a chain: step 2 stops early, steps 3 and 4 never run but finish")
    func cancelAll() {
        let result = DemoRun.run("operation-queue", "cancel-all")
        let trace = result.trace
        #expect(trace.count("step") == 2)
        #expect(trace.count("stopped-early") == 1)
        #expect(trace.number("ran") == 2)
        #expect(trace.number("cancelled") == 3)
        #expect(trace.number("finished") == 4)
        #expect(trace.number("started-after-cancel") == 0)
        #expect(
            trace.said == [
                "step 1: ran main, isCancelled false, isFinished true",
                "step 2: ran main, isCancelled true, isFinished true",
                "step 3: never ran main, isCancelled true, isFinished true",
                "step 4: never ran main, isCancelled true, isFinished true",
            ])
    }
}
