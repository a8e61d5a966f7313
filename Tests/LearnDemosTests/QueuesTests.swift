import Foundation
import LearnRunner
import LearnTestSupport
import LearnTrace
import Testing

/// The `queues` lesson's promises (000/E2, 000/E4, 002/E1).
@Suite("the queues demo")
struct QueuesTests {
    @Test(arguments: ["serial-sync", "concurrent-sync"])
    func syncRunsTheTaskOnTheWaitingCaller(variant: String) {
        let trace = DemoRun.run("queues", variant).trace
        #expect(trace.count("task") == 3)
        #expect(trace.allOnMain("task"))
        #expect(trace.oneAtATime("task"))
        #expect(trace.happened("task", before: "submitted"))
        // Every task sits inside the `submit` that waited for it.
        let submits = trace.spans(labeled: "submit")
        #expect(
            trace.spans(labeled: "task").allSatisfy { t in
                submits.contains { $0.begin <= t.begin && t.end <= $0.end }
            })
    }

    @Test func serialAsyncRunsOneAtATimeOffMain() {
        let trace = DemoRun.run("queues", "serial-async").trace
        #expect(trace.count("task") == 3)
        #expect(trace.noneOnMain("task"))
        #expect(trace.oneAtATime("task"))
        #expect(trace.spans(labeled: "task").allSatisfy { $0.queue == "com.sanghwiback.concurrencyNoThanks" })
    }

    @Test func concurrentAsyncRunsOffMain() {
        let trace = DemoRun.run("queues", "concurrent-async").trace
        #expect(trace.count("task") == 3)
        #expect(trace.noneOnMain("task"))
        #expect(trace.spans(labeled: "task").allSatisfy { $0.queue == "com.sanghwiback.concurrencyHelpYourSelf" })
    }

    @Test(arguments: ["self-sync", "main-sync"])
    func syncOntoTheQueueYouAreOnIsReportedAsACrash(variant: String) {
        let result = DemoRun.run("queues", variant, expecting: ["crashed"])
        #expect(result.trace.count("inner") == 0)
        #expect(result.trace.count("sync onto self") == 1)
        // the crash is explained as `sync` onto the queue the thread is on, at the lesson's code
        guard case .crashed(_, _, let summary) = result.status else { return }
        let code = variant == "self-sync" ? "serialQueue.sync {" : "DispatchQueue.main.sync {"
        #expect(summary.contains("called `sync` onto `"), "\(summary)")
        #expect(summary.contains("at `\(code)` while already running on"), "\(summary)")
    }

    @Test
    func crossSyncHangsAndTheWatchdogSaysWhoWaits() {
        let result = DemoRun.run("queues", "cross-sync", expecting: ["timed-out"])
        let trace = result.trace
        #expect(trace.count("A in B") == 0 && trace.count("B in A") == 0)
        let waits = trace.spans(labeled: "A waits for B") + trace.spans(labeled: "B waits for A")
        #expect(waits.count == 2 && waits.allSatisfy { !$0.finished })
        #expect(Set(waits.map(\.thread)).count == 2)
        // the watchdog's report names the deadlock: each side's queue and the code it waits at
        guard case .timedOut(_, let report) = result.status else { return }
        let deadlock = report.first { $0.hasPrefix("A deadlock: ") } ?? ""
        #expect(deadlock.contains(#"(on `A`) waits at `queueB.sync { ctx.trace.span("A in B") {} }` in `sync` onto `B`, which T"#))
        #expect(deadlock.contains(#"(on `B`) waits at `queueA.sync { ctx.trace.span("B in A") {} }` in `sync` onto `A`, which T"#))
        #expect(!report.joined().contains("lost wake-up"))
    }
}
