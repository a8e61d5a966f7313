import LearnDemoProcess
import LearnRunner
import LearnTestSupport
import LearnTrace
import Synchronization
import Testing

/// Crashes, hangs, Ctrl-C and bad requests: each becomes a status with
/// sentences for the learner, and the parent carries on.
@Suite(.serialized) struct RunnerFailureTests {
    let runner = DemoRunner.forTests()

    private func run(_ demo: String, _ variant: String, parameters: [String: String] = [:], watchdog: Double? = nil) -> RunResult {
        runner.run(RunRequest(demo: demo, variant: variant, parameters: parameters, pace: 0.01, watchdog: watchdog)) { _ in }
    }

    @Test(arguments: [("abort", "SIGABRT"), ("segv", "SIGSEGV")])
    func aCrashNamesItsSignalAndWhereTheThreadsWere(variant: String, signal: String) {
        let result = run("crash", variant)
        guard case .crashed(_, let name, let summary) = result.status else {
            Issue.record("expected a crash, got \(result.status)")
            return
        }
        #expect(name == signal)
        #expect(summary.hasPrefix("the demo crashed: \(signal)"))
        #expect(summary.contains("while T1 and T2 were inside `append`"))
        #expect(result.trace.marks(labeled: "crash").count == 1)  // flushed as the process died
    }

    @Test func aFatalErrorIsQuotedFromTheRuntime() {
        let result = run("crash", "trap")
        guard case .crashed(_, let name, let summary) = result.status else {
            Issue.record("expected a crash, got \(result.status)")
            return
        }
        #expect(["SIGILL", "SIGTRAP"].contains(name))
        #expect(summary.contains("(Fatal error: the demo trapped on purpose)"))
        #expect(result.stderr.contains("Fatal error"))
        #expect(!result.stderr.contains("Backtrace"))  // the runtime's backtracer is kept quiet
    }

    @Test func aBusyRunIsStoppedAtItsTimeLimitThoughTheWatchdogIsContent() {
        // 10,000 marks 0.1 s apart: events keep coming, so only the time limit can stop it.
        var request = RunRequest(
            demo: "ticks", variant: "steady",
            parameters: ["count": "10000", "interval": "0.1"], pace: 1)
        request.timeLimit = 0.5
        let result = runner.run(request) { _ in }
        guard case .timedOut(let after, let report) = result.status else {
            Issue.record("expected the time limit to stop the run, got \(result.status)")
            return
        }
        #expect(after == 0.5)
        #expect(result.status.hitTimeLimit && report.first?.contains("still running after") == true)
        #expect(result.trace.marks(labeled: "tick").count < 10_000)
    }

    @Test func theWatchdogStopsADeadlockAndSaysWhereEachThreadWaits() {
        let result = run("deadlock", "cross-sync")
        guard case .timedOut(let after, let report) = result.status else {
            Issue.record("expected a timeout, got \(result.status)")
            return
        }
        #expect(after >= 1)
        #expect(report.count == 2)
        #expect(report.contains { $0.hasPrefix("T1: waiting inside `sync onto") })
        #expect(report.contains { $0.hasPrefix("T2: waiting inside `sync onto") })
        #expect(Set(result.trace.spans.filter { !$0.finished }.map(\.label)) == ["hold A", "hold B", "sync onto A", "sync onto B"])
    }

    @Test func theWatchdogTellsABusyThreadFromAWaitingOne() {
        // The runner's own floor for paced runs (2 s): at 0.5 s, a loaded machine could fire the
        // watchdog before the span's begin arrived, and the report would have no thread to name.
        let result = run("spin", "busy", watchdog: 2)
        guard case .timedOut(_, let report) = result.status else {
            Issue.record("expected a timeout, got \(result.status)")
            return
        }
        #expect(report.count == 1)
        #expect(report.first?.hasPrefix("T1: busy inside `spin` for ") == true)
    }

    /// Ctrl-C arrives through the runner's interrupt flag; this one is the test's own, not
    /// SIGINT, which would reach every demo run of the test process at once.
    @Test func ctrlCStopsTheRunAndTheParentGoesOn() {
        let ctrlC = Flag()
        var runner = self.runner
        runner.interrupted = { ctrlC.take() }
        let result = runner.run(RunRequest(demo: "spin", variant: "busy", pace: 0.01, watchdog: 60)) { event in
            if event.kind == .begin { ctrlC.raise() }  // the learner presses Ctrl-C once the demo is busy
        }
        #expect(result.status == .interrupted)
        #expect(result.trace.spans(labeled: "spin").count == 1)
        #expect(!ctrlC.take(), "the runner took the interrupt")
    }

    @Test func aBadParameterFailsWithTheReason() {
        let result = run("flood", "values", parameters: ["count": "0"])
        #expect(result.status == .failed("`count` takes a whole number from 1 to 1000000, not `0`"))
    }

    @Test func anUnknownParameterSaysWhatTheDemoTakes() {
        let result = run("flood", "values", parameters: ["size": "3"])
        guard case .failed(let message) = result.status else {
            Issue.record("expected a failure, got \(result.status)")
            return
        }
        #expect(message.hasPrefix("`size` is not a parameter of `flood`; its parameters: count, threads"))
    }

    @Test func anUnknownVariantOrDemoFails() {
        #expect(
            run("overlap", "sideways").status == .failed("`overlap` has no variant `sideways`; choose one of: concurrent, serial, main"))
        guard case .failed(let message) = run("no-such-demo", "x").status else {
            Issue.record("expected a failure")
            return
        }
        #expect(message.hasPrefix("there is no demo named `no-such-demo`"))
    }

    @Test func aChildThatIsNotLearnIsReportedAsSuch() {
        let result = DemoRunner(executable: "/bin/true").run(RunRequest(demo: "noop", variant: "plain"), live: { _ in })
        guard case .failed(let message) = result.status else {
            Issue.record("expected a failure, got \(result.status)")
            return
        }
        #expect(message.contains("without starting the demo"))
    }

    @Test func aMissingExecutableFailsWithoutCrashingTheParent() {
        let missing = DemoRunner(executable: "/nonexistent/learn")
        let result = missing.run(RunRequest(demo: "noop", variant: "plain"), live: { _ in })
        guard case .failed(let message) = result.status else {
            Issue.record("expected a failure")
            return
        }
        #expect(message.contains("cannot start"))
    }
}

/// A Ctrl-C flag of the test's own: raised by the test, taken (and cleared) by the runner.
private final class Flag: Sendable {
    private let raised = Atomic(false)
    func raise() { raised.store(true, ordering: .sequentiallyConsistent) }
    func take() -> Bool { raised.exchange(false, ordering: .sequentiallyConsistent) }
}
