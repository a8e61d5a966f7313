import LearnTestSupport
import LearnTrace
import Testing

/// The `threads` lesson's promises (004/E1, 000/E3).
@Suite("the threads demo")
struct ThreadsTests {
    @Test func aFunctionRunsOnItsCallersThread() {
        let trace = DemoRun.run("threads", "caller").trace
        #expect(trace.allOnMain("viewDidLoad"))
        #expect(trace.noneOnMain("thread"))
        #expect(trace.threads(running: "testThread").count == 2)
        // The main lane is the process's main thread: its tid is the pid.
        let main = trace.threads.first { $0.isMain }
        #expect(main.map { Int($0.tid) } == trace.value("pid"))
    }

    @Test func mainAsyncFromMainRunsLaterOnMain() {
        let trace = DemoRun.run("threads", "main-async").trace
        #expect(trace.allOnMain("testThread"))
        #expect(trace.happened("viewDidLoad", before: "testThread"))
    }

    @Test func theHopComputesOffMainAndUpdatesOnMain() {
        let trace = DemoRun.run("threads", "hop").trace
        #expect(trace.noneOnMain("compute"))
        #expect(trace.allOnMain("update"))
        #expect(trace.happened("compute", before: "update"))
        #expect(trace.value("update-tid") == trace.value("pid"))
        #expect(trace.value("compute-tid") != trace.value("pid"))
        #expect(trace.value("caller-tid") == trace.value("pid"))
        #expect(trace.said == ["label.text = \"5050\""])
    }
}
