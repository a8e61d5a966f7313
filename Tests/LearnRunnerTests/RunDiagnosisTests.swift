import Glibc
import LearnTrace
import Testing

@testable import LearnRunner

/// The sentences about a run that went wrong, from hand-made traces.
@Suite struct RunDiagnosisTests {
    private func event(_ seq: Int, _ time: UInt64, tid: Int32, _ kind: EventKind, _ label: String, span: UInt64 = 0) -> TraceEvent {
        TraceEvent(seq: seq, time: time, tid: tid, isMain: tid == 1, kind: kind, label: label, span: span)
    }

    private var stuck: Trace {
        Trace(events: [
            event(0, 0, tid: 1, .mark, "start"),
            event(1, 1_000_000_000, tid: 2, .begin, "hold A", span: 10),
            event(2, 1_100_000_000, tid: 2, .begin, "lock B", span: 11),
            event(3, 1_200_000_000, tid: 3, .begin, "spin", span: 20),
        ])
    }

    @Test func theHangReportSaysWhatEachThreadWasDoingAndSinceWhen() {
        let report = RunDiagnosis.hangReport(trace: stuck, now: 4_100_000_000, states: [1: "S", 2: "S", 3: "R"])
        #expect(
            report == [
                "main: outside any span since `start` 4.1 s ago",
                "T1: waiting inside `lock B` for 3.0 s",
                "T2: busy inside `spin` for 2.9 s",
            ])
    }

    @Test func aThreadThatEndedIsSaidToHaveEnded() {
        let report = RunDiagnosis.hangReport(trace: stuck, now: 4_100_000_000, states: [2: "S", 3: "R"])
        #expect(report.first == "main: outside any span since `start` 4.1 s ago (thread ended)")
    }

    @Test func theCrashSummaryNamesTheSignalTheRuntimeAndTheThreads() {
        let stderr = "some noise\nLearnDemos/Race.swift:12: Fatal error: Index out of range\n"
        let summary = RunDiagnosis.crashSummary(signal: SIGILL, stderr: stderr, trace: stuck, subject: .demo)
        #expect(
            summary == "the demo crashed: SIGILL (Fatal error: Index out of range) while T1 was inside `lock B` and T2 was inside `spin`")
    }

    @Test func aCLibraryMessageIsQuotedAndThreadsInsideTheSameSpanAreGrouped() {
        let trace = Trace(events: [
            event(0, 0, tid: 2, .begin, "append", span: 1),
            event(1, 5, tid: 3, .begin, "append", span: 2),
        ])
        let summary = RunDiagnosis.crashSummary(
            signal: SIGABRT, stderr: "free(): double free detected in tcache 2\n", trace: trace, subject: .demo)
        #expect(summary == "the demo crashed: SIGABRT (free(): double free detected in tcache 2) while T1 and T2 were inside `append`")
    }

    @Test func aCrashWithNoOpenSpanSaysWhatHappenedLast() {
        let trace = Trace(events: [event(0, 0, tid: 1, .mark, "start")])
        #expect(
            RunDiagnosis.crashSummary(signal: SIGSEGV, stderr: "", trace: trace, subject: .demo)
                == "the demo crashed: SIGSEGV after `start` on main")
        #expect(
            RunDiagnosis.crashSummary(signal: SIGBUS, stderr: "", trace: Trace(events: []), subject: .demo)
                == "the demo crashed: SIGBUS before it recorded anything")
    }
}
