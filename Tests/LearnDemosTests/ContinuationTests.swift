import LearnRunner
import LearnTestSupport
import LearnTrace
import Testing

/// The `continuations` lesson's promises: 004/E3's deferred rebuilt on `withCheckedContinuation`,
/// and the three ways a bridge goes wrong, each as the runtime and the trace show it.
@Suite("the continuation demo")
struct ContinuationTests {
    /// The lines the runtime wrote on the demo's stderr.
    static func runtimeLines(_ trace: Trace) -> [String] {
        trace.events.filter { $0.kind == .runtime }.map(\.label)
    }

    @Test func theBridgeResumesOnceAfterTheJobWithItsResult() {
        let trace = DemoRun.run("continuation", "bridge").trace
        #expect(trace.count("resume") == 1)
        #expect(trace.happened("1.작업 종료", before: "resume"))
        #expect(trace.happened("resume", before: "2.대기 종료!"))
        #expect(trace.value("got") == 1)
        #expect(trace.value("value") == 42)
        #expect(trace.value("arrived") == 1)
        #expect(!Self.runtimeLines(trace).contains { $0.contains("CONTINUATION MISUSE") })
        let records = TaskRecords(trace)
        #expect(records.tasks.count == 1)
        #expect(records.tasks.allSatisfy { $0.completed != nil }, "the awaiting task completed")
    }

    /// The job's resume and the timeout's both run: the second one is the runtime's fatal error,
    /// which names the bridge's function; the run is a crash of the demo's process alone.
    @Test func resumingTwiceIsTheRuntimesFatalError() {
        let result = DemoRun.run("continuation", "twice", expecting: ["crashed"])
        let lines = Self.runtimeLines(result.trace)
        #expect(
            lines.contains { $0.contains("resultTwice(of:timeout:_:) tried to resume its continuation more than once") },
            "\(lines)")
        #expect(result.trace.count("resume") == 2)
        #expect(result.trace.count("timed out") == 1)
        guard case .crashed(let signal, _, _) = result.status else { return }
        #expect(signal == 4, "a Swift runtime trap is SIGILL on x86_64")
    }

    @Test func theFirstToClaimResumesAndTheOtherDoesNothing() {
        let trace = DemoRun.run("continuation", "once").trace
        #expect(trace.count("resume") == 1)
        #expect(trace.count("timed out") == 1)
        #expect(trace.count("1.작업 종료") == 1)
        #expect(trace.value("arrived") == 1)
        #expect(!Self.runtimeLines(trace).contains { $0.contains("CONTINUATION MISUSE") })
    }

    /// The job drops its handler: the runtime says the continuation leaked, nothing resumes the
    /// task, and the demo ends by itself after `watch`, the awaiting task still suspended.
    @Test func aHandlerNeverCalledLeaksTheContinuationAndTheTaskWaits() {
        let trace = DemoRun.run("continuation", "never").trace
        #expect(Self.runtimeLines(trace).contains { $0.contains("result(of:_:) leaked its continuation without resuming it") })
        #expect(trace.count("resume") == 0)
        #expect(trace.count("2.대기 종료!") == 0)
        #expect(trace.value("arrived") == 0)
        #expect(trace.count("no value") == 1)
        #expect(trace.happened("1.작업 종료", before: "no value"))
        let records = TaskRecords(trace)
        #expect(records.tasks.count == 1)
        #expect(records.tasks.allSatisfy { $0.completed == nil }, "the awaiting task never completed")
    }

    /// Resumed right after `start`: the task goes on with `nil` before the job ran; the
    /// runtime has nothing to say, since the continuation was resumed exactly once.
    @Test func resumingBeforeTheJobIsDoneGivesNil() {
        let trace = DemoRun.run("continuation", "early").trace
        #expect(trace.count("resume") == 1)
        #expect(trace.happened("resume", before: "1.작업 종료"))
        #expect(trace.happened("2.대기 종료!", before: "1.작업 종료"))
        #expect(trace.happened("1.작업 종료", before: "callback"))
        #expect(trace.value("got") == 0)
        #expect(!Self.runtimeLines(trace).contains { $0.contains("CONTINUATION MISUSE") })
    }
}
