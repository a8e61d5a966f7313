import LearnTrace
import Testing

/// The `threads` lesson's promises (004/E1, 000/E3).
@Suite("curriculum: threads")
struct CurriculumAThreadsTests {
    @Test func aFunctionRunsOnItsCallersThread() {
        let trace = CurriculumA.run("threads", "caller")
        #expect(trace.allOnMain("viewDidLoad"))
        #expect(trace.noneOnMain("thread"))
        #expect(trace.threads(running: "testThread").count == 2)
        // The main lane is the process's main thread: its tid is the pid.
        let main = trace.threads.first { $0.isMain }
        #expect(main.map { Int($0.tid) } == trace.value("pid"))
    }

    @Test func mainAsyncFromMainRunsLaterOnMain() {
        let trace = CurriculumA.run("threads", "main-async")
        #expect(trace.allOnMain("testThread"))
        #expect(trace.allBefore("viewDidLoad", "testThread"))
    }

    @Test func theHopComputesOffMainAndUpdatesOnMain() {
        let trace = CurriculumA.run("threads", "hop")
        #expect(trace.noneOnMain("compute"))
        #expect(trace.allOnMain("update"))
        #expect(trace.allBefore("compute", "update"))
        #expect(trace.value("update-tid") == trace.value("pid"))
        #expect(trace.value("compute-tid") != trace.value("pid"))
        #expect(trace.value("caller-tid") == trace.value("pid"))
        #expect(trace.said == ["label.text = \"5050\""])
    }
}
