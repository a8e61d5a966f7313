import Foundation
import LearnDemos
import LearnJudge
import LearnLessons
import LearnRunner
import LearnTestSupport
import LearnTrace
import Testing

/// The prose, read against runs: a figure the run did not measure, a count of one with a plural
/// noun, a value a built-in figure hides, and words a stopped run must not be given.
@Suite("Prose read against its runs")
struct ProseTests {
    @Test("“1 updates” is a plural of one; “1 step of 5”, “1 CPU” and “1 is” are not")
    func pluralsOfOne() {
        #expect(ProseReader.pluralsOfOne("the table shows 9: **1 updates were lost**") == ["1 updates"])
        #expect(ProseReader.pluralsOfOne("in 1 runs, on 1 CPUs") == ["1 runs", "1 CPUs"])
        #expect(ProseReader.pluralsOfOne("so 1 update were lost") == ["1 update were"])
        #expect(ProseReader.pluralsOfOne("did 1 step of 5, on 1 CPU; 1 is left, 1 ms, at `--pace 1` (the pace)").isEmpty)
    }

    @Test("quantities in words are read against the run: a time longer than the run, a pace-1 time, CPUs, runs, threads")
    func quantities() {
        // a free run at pace 0.05 that lasted 400 ms on 2 CPUs, one of 20 runs, with threads counted 1, 2 and 3
        let facts = ProseReader.RunFacts(
            seconds: 0.4, freePace: 0.05, cpus: 2, runs: 20, threadCounts: [1, 2, 3], timeParameters: ["timeout": 1, "complete_after": 3])
        let read = { (text: String) in ProseReader.quantities(text, facts: facts, literal: text) }
        // the virtual clock's 3000 ms beside a 400 ms log, unless the sentence says which clock it is
        #expect(read("The waiter's thread sat in `await` for 3000 ms, blocked.").count == 1)
        #expect(read("It sat in `await` for 3000 ms on the demo's clock.").isEmpty)
        // a pace-1 time written in advance: wrong at pace 0.05, unless said to be at `--pace 1`
        #expect(read("Only then does the waiter call `await` (with a timeout of 1 s, so the run ends).").count == 1)
        #expect(read("Only then (with a timeout, 1 s at `--pace 1`, so the run ends).").isEmpty)
        #expect(read("It waited 50 ms, then 0.1 s.").isEmpty)
        // counts
        #expect(read("by 4 workers on 1 thread (1 CPU).").count == 1)
        #expect(read("by 4 workers on 2 threads (2 CPUs).").isEmpty)
        #expect(read("Lost in 7 of 20 runs. Lost in 7 of 19 runs.").count == 1)
        #expect(read("up to 4 threads at once").count == 1)
        // a number from a figure is the run's own: only a number written in advance is held to the pace
        var long = facts
        long.seconds = 2
        #expect(ProseReader.quantities("the timeout was 1 s here.", facts: long, literal: "the timeout was \u{E000} s here.").isEmpty)
        #expect(ProseReader.quantities("the timeout was 1 s here.", facts: long, literal: "the timeout was 1 s here.").count == 1)
    }

    @Test("no demo reports a value a built-in figure would hide (`{steps}` showed “–” for workitem's steps)")
    func noShadowedValues() {
        let builtins = Set(Figure.builtins.filter { !$0.contains(":") })
        for spec in DemoCatalog.all {
            #expect(Set(spec.labels).isDisjoint(with: builtins), "\(spec.id) reports \(Set(spec.labels).intersection(builtins))")
        }
    }

    /// A lesson whose `unsafe` part runs the demo and checks what it counted, then says `prose`.
    static func countedRun(then prose: String) -> String {
        header() + "@part unsafe\n@run\n@check counted: value expected == 10\n\n" + prose
    }

    @Test("the audit finds a figure shown as “–” and a verb left plural after a count of one")
    func auditReadsProse() {
        let text = Self.countedRun(then: "It took {steps} steps, and {lost} updates were lost.\n")
        let runner = FakeRunner { _, _ in (.finished, readsTrace(lost: 1)) }
        let (_, _, output) = play(text, runner: runner)
        let result = RunResult(request: RunRequest(demo: "counter", variant: "unsafe"), status: .finished, trace: readsTrace(lost: 1))
        let report = ClaimsAudit(lesson: lesson(text), part: "unsafe").audit(results: [result], output: output.text)
        #expect(report.findings.contains { $0.contains("did not measure showed as `–`") }, "\(report.findings)")
        #expect(report.findings.contains { $0.contains("“1 update were”") }, "\(report.findings)")
    }

    @Test("text after a run stopped with Ctrl-C is not shown; `next` goes on without it")
    func stoppedRunText() {
        let text = Self.countedRun(then: "No two spans overlapped, and the run took {duration}.\n@pause\n\nAfter the pause.\n")
        let runner = FakeRunner { _, _ in (.interrupted, readsTrace()) }
        let (player, _, output) = play(text, { $0.shell = true }, runner: runner)
        _ = player.advance()
        #expect(!output.text.contains("No two spans overlapped"), "\(output.text)")
        #expect(output.text.contains("After the pause."), "\(output.text)")
    }
}

@Suite("A figure of one and the noun after it")
struct CountAgreementTests {
    @Test("a regular plural after a figure that showed 1 is made singular; other words stay")
    func singular() {
        #expect(CountAgreement.afterOne(" CPUs, and") == " CPU, and")
        #expect(CountAgreement.afterOne(" fetches") == " fetch")
        #expect(CountAgreement.afterOne(" overlapping pairs") == " overlapping pairs")
        #expect(CountAgreement.afterOne(" ms") == " ms")
        #expect(CountAgreement.afterOne(" is") == " is")
        #expect(CountAgreement.afterOne("/5") == "/5")
    }
}
