import LearnDemoProcess
import LearnJudge
import LearnRunner
import LearnTestSupport
import LearnTrace
import Testing

@testable import LearnLessons

@Suite("Player parts")
struct EnginePartsTests {
    static let text =
        header(variants: "unsafe, locked") + """
            Intro.
            @part unsafe
            @run
            @check a: value lost > 0
            @if a
            Lost.
            @end
            @run repeat=2
            @check b: value lost == 0
            @part locked
            @run variant=locked
            @check c: value lost == 0
            """

    @Test("a plan is every step, or the introduction and one part; a missing part says which exist")
    func plan() throws {
        let lesson = lesson(Self.text)
        let all = try LessonPlan.make(lesson, part: nil).get()
        #expect(all.count == lesson.steps.count)
        let locked = try LessonPlan.make(lesson, part: "locked").get()
        #expect(locked.steps.map(\.position.line) == [11, 20, 21, 22])
        guard case .failure(let problem) = LessonPlan.make(lesson, part: "unsafee") else {
            Issue.record("no failure")
            return
        }
        #expect(problem.text.contains("did you mean `unsafe`?") && problem.text.contains("its parts are unsafe, locked"))
    }

    @Test("an introduction's run decides the checks of a part that has no run of its own")
    func introRunReachesParts() {
        let text =
            header() + """
                @run
                @part unsafe
                @check reads: overlap read read
                @if value lost > 0
                Lost some.
                @else
                None lost.
                @end
                """
        var options = LessonOptions()
        options.seed = 1
        let out = Output()
        let player = LessonEngine(
            lesson: lesson(text), options: options,
            runner: FakeRunner { _, _ in (.finished, readsTrace()) }, out: out.write)
        player.catalog = testCatalog
        #expect(player.advance() == .finished(passed: true))
        #expect(player.checkResults.map(\.passed) == [true])
        #expect(out.text.contains("Lost some."))
    }

    @Test("a run's block ends at the next run or part; its conditions are its checks and ifs")
    func block() throws {
        let plan = try LessonPlan.make(lesson(Self.text), part: nil).get()
        let firstRun = try #require(plan.steps.firstIndex { if case .run = $0.kind { true } else { false } })
        #expect(plan.block(after: firstRun).count == 4)
        #expect(plan.conditions(after: firstRun).count == 2)
        let lastRun = try #require(plan.steps.lastIndex { if case .run = $0.kind { true } else { false } })
        #expect(plan.block(after: lastRun).count == 1)
    }

    @Test("the branch stack: if/else/end, nested, and undecided ifs show neither branch")
    func branches() {
        var stack = BranchStack()
        #expect(stack.showing)
        stack.enter(holds: true)
        #expect(stack.showing)
        stack.enter(holds: false)
        #expect(!stack.showing)
        stack.flip()
        #expect(stack.showing && stack.depth == 2)
        stack.leave()
        stack.flip()
        #expect(!stack.showing)
        stack.leave()
        stack.enter(holds: nil)
        #expect(!stack.showing)
        stack.flip()
        #expect(!stack.showing)
        stack.leave()
        stack.leave()  // an extra @end is harmless
        #expect(stack.showing && stack.depth == 0)
    }

    @Test("a run block keeps the last trace whole and one row per run; the budget stops the repeats")
    func runBlock() {
        let runner = FakeRunner { _, index in (.finished, readsTrace(lost: Int64(index))) }
        let requests = (0..<10).map { RunRequest(demo: "counter", variant: "unsafe", seed: UInt64($0)) }
        var block = RunBlock(
            RunDirective(repeatText: "10", budgetText: "5"), start: EngineState(),
            conditions: [try! ConditionParser.parse("value lost > 0", column: 1).get()])
        var now = 0.0
        var started = 0, finished = 0
        block.play(
            requests, runner: runner, budget: block.directive.budget,
            clock: {
                now += 1
                return now
            },
            starting: { started += 1 }, live: { _ in }, finished: { _ in finished += 1 })
        // the clock moves one second per look: the deadline is 1 + 5; the first run starts
        // without a look, the next four at 2, 3, 4, 5; the look at 6 finds the budget spent
        #expect(started == 5 && finished == 5)
        #expect(block.summaries.map { $0.values["lost"] } == [0, 1, 2, 3, 4])
        #expect(block.last?.trace.values["lost"] == 4)
        #expect(block.outOfTime && !block.interrupted && block.asked == 10)
        // each run is held to what is left: a busy run cannot outlast the budget either
        #expect(runner.requests.map(\.timeLimit) == [5, 4, 3, 2, 1])
        #expect(block.verdicts.evaluate(try! ConditionParser.parse("value lost > 0 in == 4 runs", column: 1).get()).holds)
    }

    @Test("an interrupted run is the last but is not tallied")
    func interrupted() {
        let runner = FakeRunner { _, index in (index == 1 ? .interrupted : .finished, readsTrace()) }
        var block = RunBlock(RunDirective(repeatText: "3"), start: EngineState(), conditions: [])
        block.play(
            (0..<3).map { _ in RunRequest(demo: "counter", variant: "unsafe") }, runner: runner, budget: 100,
            clock: { 0 }, starting: {}, live: { _ in }, finished: { _ in })
        #expect(block.interrupted && !block.outOfTime && block.summaries.count == 1 && runner.requests.count == 2)
    }

    @Test("the renderer: check lines, part titles, sentences for runs that did not finish")
    func renderer() {
        let plain = LessonRenderer(options: RenderOptions(color: false, width: 80, unicode: true))
        #expect(plain.check("a", words: "`lost` is 0", detail: " (lost = 3)", holds: false) == "✗ a: `lost` is 0 (lost = 3)")
        #expect(plain.partTitle("unsafe", summary: "no lock") == "━━ unsafe: no lock ━━")
        let ascii = LessonRenderer(options: RenderOptions(color: false, width: 80, unicode: false))
        #expect(ascii.check("a", words: "w", detail: "", holds: true) == "[ok] a: w")
        #expect(LessonRenderer.sentence(for: .finished, of: .demo) == nil)
        #expect(
            LessonRenderer.sentence(for: .crashed(signal: 6, name: "SIGABRT", summary: "the demo crashed: SIGABRT"), of: .demo)
                == "The demo crashed: SIGABRT.")
    }

    @Test("the printer: a blank line between blocks, none between check lines, nothing in JSON mode")
    func printer() {
        let out = Output()
        let printer = LessonPrinter(json: false, out: out.write)
        printer.say("one")
        printer.sayCheck("✓ a")
        printer.sayCheck("✓ b")
        printer.endChecks()
        printer.say("two")
        #expect(out.text == "one\n\n✓ a\n✓ b\n\ntwo\n")
        let json = Output()
        let silent = LessonPrinter(json: true, out: json.write)
        silent.say("hidden")
        silent.raw("{}")
        #expect(json.text == "{}\n")
    }
}

@Suite("Player: views and budgets per @run")
struct EngineViewsAndBudgetTests {
    private func player(_ body: String, runner: FakeRunner = FakeRunner { _, _ in (.finished, readsTrace()) }) -> (LessonEngine, Output) {
        var options = LessonOptions()
        options.seed = 7
        let output = Output()
        let player = LessonEngine(lesson: lesson(header() + "@part unsafe\n" + body), options: options, runner: runner, out: output.write)
        player.catalog = testCatalog
        return (player, output)
    }

    @Test("view=log draws the live log only; without log there is no live log")
    func liveLogIsAView() {
        let (logOnly, out) = player("@run view=log\n")
        _ = logOnly.advance()
        let live = "time ms  thread  queue"
        #expect(out.text.contains(live))
        #expect(!out.text.contains(TraceViews.lanes(readsTrace())) && !out.text.contains(TraceViews.summary(readsTrace())))
        #expect(!out.text.contains(TraceViews.log(readsTrace())), "the log is not drawn again after the run")
        let (lanesOnly, out2) = player("@run view=lanes\n")
        _ = lanesOnly.advance()
        #expect(out2.text.contains(TraceViews.lanes(readsTrace())))
        #expect(!out2.text.contains(live), "no live log:\n\(out2.text)")
        let (all, out3) = player("@run\n")
        _ = all.advance()
        #expect(out3.text.contains(live) && out3.text.contains(TraceViews.shortSummary(readsTrace())))
    }

    @Test("a @run whose budget is spent stops its repeats and says how many runs the checks speak of")
    func budget() {
        let (player, out) = player("@run repeat=10 budget=3\n@check some: value lost > 0 in any run\n")
        var now = 0.0
        player.clock = {
            now += 1
            return now
        }
        #expect(player.advance() == .finished(passed: true))
        #expect(
            out.text.replacingOccurrences(of: "\n", with: " ").contains("ran out after 3 of 10 runs; the checks below speak of those 3."),
            "\(out.text)")
        #expect(out.text.contains("(held in 3 of 3 runs)"))
    }

    @Test("repeat keeps one trace: the last run is what `trace` draws")
    func oneTraceKept() {
        let runner = FakeRunner { _, index in (.finished, readsTrace(lost: Int64(index))) }
        let (player, _) = player("@run repeat=5\n", runner: runner)
        _ = player.advance()
        #expect(player.lastResult?.trace.values["lost"] == 4)
        #expect(player.block?.summaries.count == 5)
    }

    @Test("a run refused for a bad value runs with `again` once the value is fixed")
    func againAfterABadValue() {
        let (player, out) = player("@run\n@check some: value lost > 0\n")
        player.options.overrides = ["threads": "99"]
        guard case .failed = player.advance() else {
            Issue.record("not refused:\n\(out.text)")
            return
        }
        player.options.overrides = ["threads": "2"]
        _ = player.again()
        #expect(player.lastResult?.request.target.demo?.parameters["threads"] == "2")
        #expect(player.advance() == .finished(passed: true))
        #expect(player.checkResults.map(\.passed) == [true])
    }
}
