import LearnDemoProcess
import LearnLessons
import LearnRunner
import LearnTestSupport
import LearnTrace
import Testing

/// The audit itself: it must catch what it exists to catch.
@Suite("The claims audit")
struct ClaimsAuditTests {
    static let text =
        header() + """
            @part unsafe
            @run
            @check counted: value expected == 10
            @observe loses: value lost > 0

            @if loses
            Updates were lost: {lost} of them.
            @else
            Nothing was lost this time.
            @end

            """

    static func result(lost: Int64) -> RunResult {
        RunResult(request: RunRequest(demo: "counter", variant: "unsafe"), status: .finished, trace: readsTrace(lost: lost))
    }

    @Test("a faithful playing has no findings")
    func faithful() {
        let (_, _, output) = play(Self.text, runner: FakeRunner { _, _ in (.finished, readsTrace(lost: 3)) })
        let report = ClaimsAudit(lesson: lesson(Self.text), part: "unsafe").audit(results: [Self.result(lost: 3)], output: output.text)
        #expect(report.findings.isEmpty, "\(report.findings)")
        #expect(report.checks.map(\.name) == ["counted"])
        #expect(report.outcomes.map(\.name) == ["loses"] && report.outcomes[0].held)
    }

    @Test("text from the side not taken, a figure that is not the run's, and a failed check are all found")
    func unfaithful() {
        let (_, _, output) = play(Self.text, runner: FakeRunner { _, _ in (.finished, readsTrace(lost: 3)) })
        // The same output, audited against a run that lost nothing and counted 9.
        var trace = readsTrace(lost: 0, expected: 9)
        trace.cpus = 1
        let other = RunResult(request: RunRequest(demo: "counter", variant: "unsafe"), status: .finished, trace: trace)
        let report = ClaimsAudit(lesson: lesson(Self.text), part: "unsafe").audit(results: [other], output: output.text)
        #expect(report.findings.contains { $0.contains("`@check counted` does not hold") })
        #expect(report.findings.contains { $0.contains("text of a branch whose condition was false was printed") })
        #expect(report.findings.contains { $0.contains("should show is not in the output") })
    }

    @Test("runs that do not match the lesson's @runs are reported, not audited")
    func mismatchedRuns() {
        let report = ClaimsAudit(lesson: lesson(Self.text), part: "unsafe").audit(results: [], output: "")
        #expect(!report.audited)
    }
}
