import Foundation
import LearnLessons
import LearnRunner
import LearnState
import LearnTestSupport
import LearnTrace
import Testing

/// The lesson engine's options: `--variant`, parameters, `--json` and `--trace-out`, progress.
extension LessonEngineTests {
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
        var options = LessonOptions()
        options.interactive = true
        let player = LessonEngine(
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
