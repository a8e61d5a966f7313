import LearnRunner
import LearnTrace
import Testing

@Test func noopDemoRunsInAChildProcess() {
    let result = DemoRunner.forTests().run(RunRequest(demo: "noop", variant: "plain", pace: 0.01)) { _ in }
    #expect(result.status == .finished)
    #expect(result.trace.marks(labeled: "noop").count == 1)
}
