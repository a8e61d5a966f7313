import Foundation
import LearnDemos
import LearnPlay
import LearnTrace
import Testing

@testable import LearnTestSupport

/// The judge's verdicts on recorded ThreadSanitizer output: it passes what it should,
/// fails what it should, and says where the race is.
@Suite struct AssessmentTests {
    /// One event line, newline included.
    static let event = String(
        decoding: WireWriter.bytes(of: [TraceEvent(seq: 0, time: 1, tid: 2, isMain: true, kind: .mark, label: "x")]), as: UTF8.self)

    static func report(in file: String, symbol: String = "$s10LearnDemos7CounterC9incrementyyF") -> String {
        """
        ==================
        WARNING: ThreadSanitizer: data race (pid=14792)
          Write of size 8 at 0x720800000098 by thread T2:
            #0 \(symbol) /work/wt/Sources/\(file):94:15 (learn+0x2f739e) (BuildId: 9901ee)
            #1 $s10Foundation6ThreadC4mainyyF <null> (libFoundation.so+0x3795f8) (BuildId: bbe205)

          Previous write of size 8 at 0x720800000098 by thread T4:
            #0 \(symbol) /work/wt/Sources/\(file):94:15 (learn+0x2f739e) (BuildId: 9901ee)

          Thread T2 'learn' (tid=14795, running) created by main thread at:
            #0 pthread_create tsan_interceptors_posix.cpp:1094:3 (learn+0xa1a2a) (BuildId: 9901ee)

        SUMMARY: ThreadSanitizer: data race /work/wt/Sources/\(file):94:15 in \(symbol)
        ==================
        """
    }

    static func judged(_ safety: Safety, _ outcome: ExpectedOutcome = .finishes) -> JudgeCase {
        JudgeCase(demo: "d", variant: "v", safety: safety, outcome: outcome, settings: [:])
    }

    static func run(_ ending: ChildRun.Ending = .exited(0), stderr: String = "") -> ChildRun {
        ChildRun(ending: ending, stdout: event, stderr: stderr)
    }

    @Test func parsesEachReportWithItsKindAndStacks() {
        let text =
            "noise\n" + Self.report(in: "LearnDemos/Race/Race.swift")
            + "\nWARNING: ThreadSanitizer: lock-order-inversion (potential deadlock) (pid=1)\n"
        let reports = TSanReport.parse(text)
        #expect(reports.map(\.kind) == ["data race", "lock-order-inversion (potential deadlock)"])
        #expect(reports[0].stacks.count == 3)
        #expect(reports[0].stacks[0].heading.hasPrefix("Write of size 8"))
        #expect(
            reports[0].stacks[0].frames[0] == "#0 $s10LearnDemos7CounterC9incrementyyF /work/wt/Sources/LearnDemos/Race/Race.swift:94:15")
        #expect(reports[0].firstProjectFolder == "LearnDemos/Race")
        #expect(!reports[0].blamesHarness)
    }

    @Test func aSwiftAccessRaceIsADataRace() {
        let text = Self.report(in: "LearnDemos/Race/Race.swift").replacingOccurrences(of: "data race (pid", with: "Swift access race (pid")
        let reports = TSanReport.parse(text)
        #expect(reports.map(\.kind) == ["Swift access race"])
        #expect(reports[0].isDataRace)
        #expect(!TSanReport(lines: ["WARNING: ThreadSanitizer: heap-use-after-free (pid=1)"]).isDataRace)
    }

    @Test func crashMessagesAreNotReports() {
        let text = "ThreadSanitizer:DEADLYSIGNAL\n==1==ERROR: ThreadSanitizer: SEGV on unknown address 0x0\n"
        #expect(TSanReport.parse(text).isEmpty)
    }

    @Test func safeVariantPassesOnlyWhenSilent() {
        #expect(Assessment.of(Self.run(), as: Self.judged(.safe)) == .pass)
        let noisy = Assessment.of(Self.run(.exited(66), stderr: Self.report(in: "LearnDemos/Race/Race.swift")), as: Self.judged(.safe))
        guard case .fail(let message) = noisy else {
            Issue.record("a reported safe variant passed")
            return
        }
        #expect(message.contains("Race.swift:94:15"), "the message shows where the race is")
    }

    @Test func raceConditionMustBeSilentToo() {
        #expect(Assessment.of(Self.run(), as: Self.judged(.raceCondition)) == .pass)
        #expect(Assessment.of(Self.run(stderr: Self.report(in: "LearnDemos/X.swift")), as: Self.judged(.raceCondition)) != .pass)
    }

    @Test func dataRaceNeedsADataRaceReport() {
        #expect(Assessment.of(Self.run(), as: Self.judged(.dataRace)) == .missedRace)
        #expect(Assessment.of(Self.run(.exited(66), stderr: Self.report(in: "LearnDemos/X.swift")), as: Self.judged(.dataRace)) == .pass)
    }

    @Test func aReportInTheRecorderFailsEvenADataRace() {
        let stderr = Self.report(in: "LearnTrace/Tracer.swift", symbol: "$s10LearnTrace6TracerC6record")
        let verdict = Assessment.of(Self.run(.exited(66), stderr: stderr), as: Self.judged(.dataRace))
        guard case .fail(let message) = verdict else {
            Issue.record("a racy recorder passed")
            return
        }
        #expect(message.contains("LearnTrace"))
    }

    @Test func endingsAreCheckedAgainstTheOutcome() {
        #expect(Assessment.endingProblem(Self.run(.signalled(11)), Self.judged(.safe)) == "crashed")
        #expect(Assessment.endingProblem(Self.run(.killedAtLimit(seconds: 1)), Self.judged(.safe)) == "did not end")
        #expect(Assessment.endingProblem(Self.run(.exited(64)), Self.judged(.safe)) == "did not finish normally")
        #expect(Assessment.endingProblem(ChildRun(ending: .exited(0), stdout: "", stderr: ""), Self.judged(.safe)) != nil)
        #expect(Assessment.endingProblem(Self.run(.killedAtLimit(seconds: 1)), Self.judged(.safe, .hangs)) == nil)
        #expect(Assessment.endingProblem(Self.run(.signalled(4)), Self.judged(.dataRace, .mayCrash)) == nil)
        #expect(Assessment.endingProblem(Self.run(.exited(0)), Self.judged(.safe, .crashes)) != nil)
    }
}
