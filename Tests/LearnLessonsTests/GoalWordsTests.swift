import Foundation
import LearnDemos
import LearnJudge
import LearnLessons
import LearnRunner
import LearnTestSupport
import LearnTrace
import Testing

/// What learn says after a scheduled run that missed its part's goal: how to choose another
/// order is true of the way the run was made (a replay follows its token again; a command
/// line run has no `again`).
@Suite("A missed goal's next step, said for the run that missed it")
struct GoalWordsTests {
    /// A token `learn explore` finds for `part` (barrier/unsafe by default) that misses the part's goal.
    static func missedToken(_ runner: DemoRunner, lesson: Lesson, part: String = "unsafe") throws -> ScheduleToken {
        let spec = try #require(DemoCatalog.named(lesson.demo))
        var parameters: [String: String] = [:]
        for p in spec.parameters { parameters[p.name] = p.defaultValue }
        for (k, v) in DemoCatalog.stepProfile(for: spec.id).parameters { parameters[k] = v }
        let request = RunRequest(demo: spec.id, variant: part, parameters: parameters, pace: 0)
        let goal = try #require(GoalCheck.goals(of: lesson, part: part).first)
        let found = ScheduleExplorer(runner: runner).explore(request, labels: Set(spec.labels)) {
            GoalCheck.reached(goal.condition, in: $0)
        }
        let missed = found.outcomes.first { $0.reachesGoal == false }
        return try #require(missed?.token, "explore finds a schedule that misses the goal: \(found.outcomes.map(\.text))")
    }

    static func play(_ lesson: Lesson, runner: DemoRunner, token: ScheduleToken, shell: Bool, part: String = "unsafe") -> String {
        var options = LessonOptions()
        options.variant = part
        options.pace = 0
        options.seed = 1
        options.shell = shell
        options.schedule = .replay(token)
        let output = Output()
        _ = LessonEngine(lesson: lesson, options: options, runner: runner, out: output.write).advance()
        return output.text.split(whereSeparator: { $0 == "\n" || $0 == " " }).joined(separator: " ")
    }

    @Test("a replay that misses the goal says the token's order comes again, not that `again` chooses another")
    func replayedMiss() throws {
        let runner = DemoRunner.forTests()
        try #require(FileManager.default.isExecutableFile(atPath: runner.executable), "build the `learn` product first")
        let lesson = try #require(LessonLibrary().lesson(id: "barrier"))
        let token = try Self.missedToken(runner, lesson: lesson)
        for shell in [false, true] {
            let text = Self.play(lesson, runner: runner, token: token, shell: shell)
            #expect(text.contains("goal write-beside-read"), "\(text)")
            #expect(!text.contains("`again` lets you choose another order"), "shell \(shell): \(text)")
            let takeOver = shell ? "`schedule on`" : "`--schedule`"
            #expect(text.contains("A replay follows its token's order every time: \(takeOver) lets you choose"), "\(text)")
        }
    }

    /// Shell commands a lesson's text once gave after a missed outcome: under a replay `again`
    /// repeats the token's order, and on the command line there is no `again` or `set`.
    static let shellAdvice = ["Run it `again`", "run it `again`", "`set window=10000`", "run `again`"]

    @Test(
        "after a replayed miss, the lesson's own text gives no shell command that cannot choose another order",
        arguments: [("barrier", "unsafe"), ("race", "global")])
    func replayedMissText(_ id: String, _ part: String) throws {
        let runner = DemoRunner.forTests()
        try #require(FileManager.default.isExecutableFile(atPath: runner.executable), "build the `learn` product first")
        let lesson = try #require(LessonLibrary().lesson(id: id))
        let token = try Self.missedToken(runner, lesson: lesson, part: part)
        for shell in [false, true] {
            let text = Self.play(lesson, runner: runner, token: token, shell: shell, part: part)
            #expect(text.contains("A replay follows its token's order every time"), "\(text)")
            for advice in Self.shellAdvice { #expect(!text.contains(advice), "shell \(shell): “\(advice)” in \(text)") }
        }
    }
}
