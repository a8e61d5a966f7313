import Foundation
import LearnLessons
import LearnRunner
import LearnState
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
    _ text: String, _ configure: (inout PlayOptions) -> Void = { _ in },
    runner: FakeRunner = FakeRunner { _, _ in (.finished, readsTrace()) }
) -> (LessonPlayer, PlayerStop, Output) {
    var options = PlayOptions()
    options.seed = 7
    configure(&options)
    let output = Output()
    let player = LessonPlayer(lesson: lesson(text), options: options, runner: runner, out: output.write)
    player.catalog = testCatalog
    return (player, player.advance(), output)
}

@Suite("Lesson player")
struct PlayerTests {
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

    @Test("interactive prediction: stop, answer, then say whether the run agreed")
    func interactivePrediction() {
        let (player, stop, out) = play(
            header() + """
                @part unsafe
                @predict lose: Will updates be lost?
                - yes => lost-some
                - no => not lost-some
                @run
                @observe lost-some: value lost > 0
                """, { $0.interactive = true })
        #expect(stop == .prediction(question: "Will updates be lost?", options: ["yes", "no"]))
        #expect(player.answer(1) == .finished(passed: true))
        #expect(
            player.predictionOutcomes == [
                PredictionOutcome(name: "lose", question: "Will updates be lost?", chosen: "no", trueOptions: ["yes"], agreed: false)
            ])
        #expect(out.text.contains("Your prediction was “no”; this run says “yes”."))
    }

    @Test("an unanswered interactive prediction (end of input) goes on, and the run still answers")
    func unansweredPrediction() {
        let (player, stop, out) = play(
            header() + """
                @part unsafe
                @predict lose: Will updates be lost?
                - yes => lost-some
                - no => not lost-some
                @run
                @observe lost-some: value lost > 0
                """, { $0.interactive = true })
        #expect(stop == .prediction(question: "Will updates be lost?", options: ["yes", "no"]))
        #expect(player.advance() == .finished(passed: true))
        #expect(out.text.contains("Answer to “Will updates be lost?”: this run says “yes”."))
        #expect(player.predictionOutcomes.first?.chosen == nil)
    }

    @Test("one-shot prediction: the question before the run, the answer after")
    func oneShotPrediction() throws {
        let (_, _, out) = play(
            header() + """
                @part unsafe
                @predict lose: Will updates be lost?
                - yes => lost-some
                - no => not lost-some
                @run
                @observe lost-some: value lost > 0
                """)
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

    @Test("pauses stop an interactive lesson; `again` reruns the last run with its checks")
    func pausesAndAgain() {
        let runner = FakeRunner { _, _ in (.finished, readsTrace()) }
        let (player, stop, _) = play(
            header() + """
                @part unsafe
                @run
                @check reads: overlap read read
                @pause
                The end.
                """, { $0.interactive = true }, runner: runner)
        #expect(stop == .paused)
        #expect(player.again() == .paused)
        #expect(runner.requests.count == 2)
        #expect(player.checkResults.count == 2)
        #expect(player.advance() == .finished(passed: true))
    }

    @Test("`again` while a prediction waits for the next run leaves the prediction waiting")
    func againKeepsPendingPrediction() {
        let runner = FakeRunner { _, _ in (.finished, readsTrace()) }
        let (player, first, _) = play(
            header() + """
                @part unsafe
                @run
                @pause
                @predict p: Lost?
                - yes => l
                - no => not l
                @run
                @observe l: value lost > 0
                """, { $0.interactive = true }, runner: runner)
        #expect(first == .paused)
        let question = player.advance()
        #expect(question == .prediction(question: "Lost?", options: ["yes", "no"]))
        #expect(player.again() == question)
        #expect(player.predictionOutcomes.isEmpty)
        #expect(player.answer(0) == .finished(passed: true))
        #expect(player.predictionOutcomes.map(\.agreed) == [true])
        #expect(runner.requests.count == 3)
    }

    @Test("--variant plays the introduction and one part; a bad one fails with the list")
    func variants() {
        let text = header(variants: "unsafe, locked") + "Intro.\n@part unsafe\n@run\n@part locked\n@run\n"
        let runner = FakeRunner { _, _ in (.finished, readsTrace()) }
        let (_, stop, out) = play(text, { $0.variant = "locked" }, runner: runner)
        #expect(stop == .finished(passed: true))
        #expect(runner.requests.map { $0.target.demo?.variant } == ["locked"])
        #expect(out.text.contains("Intro."))
        let (_, bad, _) = play(text, { $0.variant = "lockd" })
        #expect(bad == .failed("the lesson `t` has no part `lockd` (did you mean `locked`?): its parts are unsafe, locked"))
    }

    @Test("the learner's values override the lesson's; a bad one stops with what to do")
    func overrides() {
        let runner = FakeRunner { _, _ in (.finished, readsTrace()) }
        let text = header() + "@part unsafe\n@run iterations=10 threads=2\n"
        let (player, _, _) = play(text, { $0.overrides = ["iterations": "200000", "unknown": "1"] }, runner: runner)
        #expect(runner.requests.first?.target.demo?.parameters == ["iterations": "200000", "threads": "2"])
        #expect(player.parameterNames == ["iterations", "threads", "ratio", "verbose", "mode"])
        let (_, stop, _) = play(text, { $0.overrides = ["threads": "99"] })
        #expect(stop == .failed("`threads` takes a whole number from 1 to 16, not `99`"))
    }

    @Test("--json writes events as JSON lines only; --trace-out writes a Chrome trace")
    func jsonAndTrace() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("learn-trace-\(getpid()).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (_, stop, out) = play(
            header() + "Intro.\n@part unsafe\n@run\n@check r: overlap read read\n",
            {
                $0.json = true
                $0.traceOut = try? TraceOutput.open(path)
            })
        #expect(stop == .finished(passed: true))
        let all = out.text.split(separator: "\n")
        let lines = all.filter { $0.hasPrefix("{\"seq\":") }
        #expect(lines.count == readsTrace().events.count)
        #expect(lines.allSatisfy { $0.hasSuffix(",\"run\":1}") })
        #expect(lines.first?.contains("\"thread\":\"T1\"") == true)
        // the run's metadata before its events, how it ended and each check after them
        #expect(all.first?.hasPrefix("{\"kind\":\"run\",\"run\":1,\"lesson\":") == true)
        #expect(all.contains { $0.hasPrefix("{\"kind\":\"run-end\",\"run\":1,\"outcome\":\"finished\"") })
        #expect(all.last?.hasPrefix("{\"kind\":\"check\",\"run\":1,\"name\":\"r\",\"promise\":true,\"passed\":true,") == true)
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let events = object?["traceEvents"] as? [[String: Any]] ?? []
        #expect(!events.isEmpty)
        // the trace file keeps the outcome and the checks in its metadata
        let run = events.first { $0["name"] as? String == "learn_run" }?["args"] as? [String: Any]
        #expect(run?["outcome"] as? String == "finished")
        #expect((run?["checks"] as? [[String: Any]])?.first?["name"] as? String == "r")
    }

    @Test("a finished lesson is recorded as completed, with its predictions")
    func progress() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("learn-progress-\(getpid())-player").path
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var options = PlayOptions()
        options.interactive = true
        let player = LessonPlayer(
            lesson: lesson(header() + "@part unsafe\n@predict p: Lost?\n- yes => l\n- no => not l\n@run\n@observe l: value lost > 0\n"),
            options: options, runner: FakeRunner { _, _ in (.finished, readsTrace()) }, out: { _ in })
        player.catalog = testCatalog
        player.progress = ProgressStore(directory: dir)
        _ = player.advance()
        #expect(player.answer(0) == .finished(passed: true))
        let store = ProgressStore(directory: dir)
        #expect(store.completed() == ["t"])
        #expect(store.predictions().map { "\($0.lesson) \($0.name) \($0.chosen) \($0.agreed)" } == ["t p yes true"])
    }
}
