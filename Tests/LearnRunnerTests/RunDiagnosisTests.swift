import Glibc
import LearnLanguage
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
                == "the demo crashed: SIGBUS before learn received any of its events")
    }

    /// A 50 ms wait that only its timeout ended, alone in a finished run.
    private var lonelyWait: Trace {
        Trace(events: [
            event(0, 0, tid: 1, .mark, "start"),
            event(1, 10_000_000, tid: 2, .begin, "wait: semaphore 1", span: 5),
            event(2, 60_000_000, tid: 2, .end, "wait: semaphore 1", span: 5),
        ])
    }

    /// The lost wake-up's note says a wait's length as the lessons' figures do (`{waited_ms} ms`):
    /// a 50 ms wait is never “0.1 s” beside “waited 50 ms”.
    @Test func aLostWakeupsWaitIsSaidInTheLessonsUnits() throws {
        let sentences = WaitDiagnosis(trace: lonelyWait, status: .finished).sentences(places: [:])
        let note = try #require(sentences.first)
        #expect(note.hasPrefix("A lost wake-up: T1 waited 50 ms in `semaphore.wait()`"), "\(note)")
        #expect(RunDiagnosis.duration(50_000_000) == "50 ms")
        #expect(RunDiagnosis.duration(2_010_000_000) == "2.01 s")
        #expect(RunDiagnosis.duration(400_000) == "0.40 ms")
    }

    /// The same sentences in Korean: the run's language decides, and the figures stay.
    @Test func theSentencesSpeakTheRunsLanguage() throws {
        let korean = Catalogue(.ko)
        let note = try #require(WaitDiagnosis(trace: lonelyWait, status: .finished).sentences(places: [:], words: korean).first)
        #expect(note.hasPrefix("잃어버린 wake-up: "), "\(note)")
        #expect(note.contains("50 ms") && !note.contains("lost wake-up"), "\(note)")
        let report = RunDiagnosis.hangReport(trace: stuck, now: 4_100_000_000, states: [1: "S", 2: "S", 3: "R"], words: korean)
        #expect(report.contains("T2: 2.9 s 동안 `spin` 안에서 실행 중"), "\(report)")
        let summary = RunDiagnosis.crashSummary(signal: SIGSEGV, stderr: "", trace: Trace(events: []), subject: .demo, words: korean)
        #expect(summary == "데모 프로세스가 크래시했습니다: SIGSEGV — learn이 이벤트를 하나도 받기 전")
        let stopped = RunStatus.timedOut(after: 2, report: ["T1: …"])
        #expect(
            stopped.sentence(for: .demo, words: korean, seconds: { "\(Int($0)) s" })
                == "데모 프로세스가 2 s 동안 진행이 없어서 watchdog이 멈췄습니다. 스레드마다 있던 곳:\n  T1: …")
        #expect(
            stopped.sentence(for: .demo, seconds: { "\(Int($0)) s" })
                == "The demo made no progress for 2 s, so the watchdog stopped it. Where each thread was:\n  T1: …")
    }

    /// A scheduled run's watchdog waits at least 20 s where `--watchdog` says 10 by default: its
    /// sentence says why, and a free run's does not.
    @Test func aScheduledRunsWatchdogSaysWhyItWaitedLonger() {
        let stopped = RunStatus.timedOut(after: 20, report: [])
        let scheduled = stopped.problem(for: .demo, scheduledWatchdog: 20) ?? ""
        #expect(scheduled.hasPrefix("the demo made no progress for 20 s") && scheduled.contains("waits at least 20 s"), "\(scheduled)")
        #expect(!(stopped.problem(for: .demo) ?? "").contains("at least"))
    }

    /// A run stopped at its time limit was busy, not stuck: it is never said to have made no progress.
    @Test func aRunStoppedAtItsTimeLimitIsNotSaidToHaveMadeNoProgress() {
        let limit = RunStatus.timedOut(after: 120, report: [RunStatus.timeLimitWords(120)])
        #expect(limit.hitTimeLimit)
        #expect(
            limit.sentence(for: .demo, seconds: { "\(Int($0)) s" })
                == "The demo was still running after 120 s, the most this run may take, so it was stopped.")
    }
}
