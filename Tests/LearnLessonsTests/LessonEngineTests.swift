import Foundation
import LearnLessons
import LearnRunner
import LearnState
import LearnTestSupport
import LearnTrace
import Testing

/// A trace with two overlapping reads on two threads, one write, and the values given.
func readsTrace(lost: Int64 = 3, expected: Int64 = 10) -> Trace {
    var b = TraceBuilder()
    b.span("read", thread: 1, from: 10, to: 50)
    b.span("read", thread: 2, from: 20, to: 60)
    b.span("write", thread: 1, from: 70, to: 80)
    b.mark("done", thread: 0, at: 90)
    b.value("lost", lost)
    b.value("expected", expected)
    b.say("2 + 3 = 5")
    return b.trace
}

func play(
    _ text: String, _ configure: (inout LessonOptions) -> Void = { _ in },
    runner: FakeRunner = FakeRunner { _, _ in (.finished, readsTrace()) }
) -> (LessonEngine, LessonStop, Output) {
    var options = LessonOptions()
    options.seed = 7
    configure(&options)
    let output = Output()
    let player = LessonEngine(lesson: lesson(text), options: options, runner: runner, out: output.write)
    player.catalog = testCatalog
    return (player, player.advance(), output)
}

@Suite("Lesson engine")
struct LessonEngineTests {
    @Test("checks hold or fail, shown with ✓/✗ and their condition in words")
    func checks() {
        let (player, stop, out) = play(
            header() + """
                @part unsafe
                @run
                @check reads: overlap read read
                @check order: before read write
                @check none-lost: value lost == 0
                @check off: off-main read
                @check said: said "2 + 3 = 5"
                """)
        #expect(stop == .finished(passed: false))
        #expect(player.checkResults.map(\.name) == ["reads", "order", "none-lost", "off", "said"])
        #expect(player.checkResults.map(\.passed) == [true, true, false, true, true])
        #expect(out.text.contains("✓ reads: some `read` overlapped `read` on another thread (1 overlapping pair)"))
        #expect(out.text.contains("✗ none-lost: `lost` is exactly 0 (lost = 3)"))
    }

    @Test("@if/@else shows one branch, with figures filled in")
    func ifElseAndFigures() {
        let (_, stop, out) = play(
            header() + """
                @part unsafe
                @run view=none
                @observe lost-some: value lost > 0
                @if lost-some
                Lost {lost} of {expected} on {threads} threads, {count:read} reads, {overlaps:read:read} overlap, {outcome}.
                @else
                Nothing lost.
                @end
                @if not lost-some
                Hidden.
                @else
                Shown {{literally}}.
                @end
                """)
        #expect(stop == .finished(passed: true))
        #expect(out.text.contains("Lost 3 of 10 on 3 threads, 2 reads, 1 overlap, finished."))
        #expect(!out.text.contains("Nothing lost"))
        #expect(!out.text.contains("Hidden"))
        #expect(out.text.contains("Shown {literally}."))
    }

    /// A part that asks whether updates will be lost before its run.
    static let predicting =
        header() + """
            @part unsafe
            @predict lose: Will updates be lost?
            - yes => lost-some
            - no => not lost-some
            @run
            @observe lost-some: value lost > 0
            """

    /// The predicting part, played interactively to its question.
    private func playPrediction() -> (LessonEngine, Output) {
        let (player, stop, out) = play(Self.predicting, { $0.interactive = true })
        #expect(stop == .prediction(question: "Will updates be lost?", options: ["yes", "no"]))
        return (player, out)
    }

    @Test("interactive prediction: stop, answer, then say whether the run agreed")
    func interactivePrediction() {
        let (player, out) = playPrediction()
        #expect(player.answer(1) == .finished(passed: true))
        #expect(
            player.predictionOutcomes == [
                PredictionOutcome(name: "lose", question: "Will updates be lost?", chosen: "no", trueOptions: ["yes"], agreed: false)
            ])
        #expect(out.text.contains("Your prediction was “no”; this run says “yes”."))
    }

    @Test("an unanswered interactive prediction (end of input) goes on, and the run still answers")
    func unansweredPrediction() {
        let (player, out) = playPrediction()
        #expect(player.advance() == .finished(passed: true))
        #expect(out.text.contains("Answer to “Will updates be lost?”: this run says “yes”."))
        #expect(player.predictionOutcomes.first?.chosen == nil)
    }

    @Test("one-shot prediction: the question before the run, the answer after")
    func oneShotPrediction() throws {
        let (_, _, out) = play(Self.predicting)
        let question = try #require(out.text.range(of: "Will updates be lost?"))
        let answer = try #require(out.text.range(of: "this run says “yes”"))
        let run = try #require(out.text.range(of: "▶ counter"))
        #expect(question.lowerBound < run.lowerBound && run.lowerBound < answer.lowerBound)
    }

    @Test("repeat=N: N runs with consecutive seeds, a histogram, and repetition qualifiers")
    func repeatHistogram() {
        let runner = FakeRunner { _, i in (.finished, readsTrace(lost: Int64(i % 2))) }
        let (player, stop, out) = play(
            header() + """
                @part unsafe
                @run repeat=5
                @check sometimes: value lost > 0 in any run
                @check twice: value lost > 0 in == 2 runs
                @check never: value lost > 0
                Lost in {runs:sometimes} of {runs} runs.
                """, runner: runner)
        #expect(runner.requests.map(\.seed) == [7, 8, 9, 10, 11])
        #expect(player.checkResults.map(\.passed) == [true, true, false])
        #expect(stop == .finished(passed: false))
        #expect(out.text.contains("Lost in 2 of 5 runs."))
        #expect(out.text.contains("`lost` over 5 runs:"))
        #expect(out.text.contains("  0 │"))
        #expect(out.text.contains("5 runs: 5 finished"))
    }

    @Test("repeat=N in Korean: the runs' outcomes are said in Korean")
    func repeatHistogramInKorean() {
        let runner = FakeRunner { _, i in (i == 2 ? .crashed(signal: 11, name: "SIGSEGV", summary: "") : .finished, readsTrace(lost: 0)) }
        let (_, _, out) = play(
            header() + """
                @part unsafe
                @run repeat=5
                """, { $0.render.language = .ko }, runner: runner)
        #expect(out.text.contains("실행 5회: 정상 종료 4회, 크래시 (SIGSEGV) 1회"), "\(out.text)")
        #expect(!out.text.contains("finished"), "\(out.text)")
    }

    @Test("Ctrl-C during a run: the lesson stops, then can go on")
    func interruption() {
        let runner = FakeRunner { _, i in (i == 0 ? .interrupted : .finished, readsTrace()) }
        let (player, stop, out) = play(
            header() + """
                @part unsafe
                @run
                @check reads: overlap read read
                @if reads
                Overlapped.
                @end
                After.
                """, runner: runner)
        #expect(stop == .interrupted)
        #expect(player.advance() == .finished(passed: true))
        #expect(out.text.contains("not checked"))
        #expect(!out.text.contains("Overlapped."))
        // the text after the run speaks of it: not shown for a run that was stopped (issue 24)
        #expect(!out.text.contains("After."))
        #expect(player.again() == .finished(passed: true))
        #expect(player.checkResults.map(\.passed) == [true])
        #expect(out.text.contains("Overlapped."))
        #expect(out.text.contains("After."))
    }

    @Test("a crash is told in a sentence, and `outcome crashed` holds")
    func crash() {
        let runner = FakeRunner { _, _ in
            (.crashed(signal: 6, name: "SIGABRT", summary: "the demo crashed: SIGABRT while T1 and T2 were inside `append`"), readsTrace())
        }
        let (player, stop, out) = play(
            header() + """
                @part unsafe
                @run
                @check crashed: outcome crashed
                It {outcome}.
                """, runner: runner)
        #expect(stop == .finished(passed: true))
        #expect(player.checkResults.first?.passed == true)
        #expect(out.text.contains("The demo crashed: SIGABRT while T1 and T2 were inside `append`."))
        #expect(!out.text.contains("Fatal error") && !out.text.contains("Backtrace"))
        #expect(out.text.contains("It crashed (SIGABRT)."))
    }

    /// `parts` after a header, played interactively to its first stop, with a runner that counts its runs.
    static func interactive(_ parts: String) -> (player: LessonEngine, stop: LessonStop, runner: FakeRunner) {
        let runner = FakeRunner { _, _ in (.finished, readsTrace()) }
        let (player, stop, _) = play(header() + parts, { $0.interactive = true }, runner: runner)
        return (player, stop, runner)
    }

    @Test("pauses stop an interactive lesson; `again` reruns the last run with its checks")
    func pausesAndAgain() {
        let (player, stop, runner) = Self.interactive(
            """
            @part unsafe
            @run
            @check reads: overlap read read
            @pause
            The end.
            """)
        #expect(stop == .paused)
        #expect(player.again() == .paused)
        #expect(runner.requests.count == 2)
        #expect(player.checkResults.count == 2)
        #expect(player.advance() == .finished(passed: true))
    }

    @Test("`again` while a prediction waits for the next run leaves the prediction waiting")
    func againKeepsPendingPrediction() {
        let (player, first, runner) = Self.interactive(
            """
            @part unsafe
            @run
            @pause
            @predict p: Lost?
            - yes => l
            - no => not l
            @run
            @observe l: value lost > 0
            """)
        #expect(first == .paused)
        let question = player.advance()
        #expect(question == .prediction(question: "Lost?", options: ["yes", "no"]))
        #expect(player.again() == question)
        #expect(player.predictionOutcomes.isEmpty)
        #expect(player.answer(0) == .finished(passed: true))
        #expect(player.predictionOutcomes.map(\.agreed) == [true])
        #expect(runner.requests.count == 3)
    }
}
