import LearnDemos
import LearnJudge
import LearnTrace

extension LessonValidator {
    /// A goal is judged over one run at a time, by the player and by the search over schedules:
    /// a fact about a trace, of a demo that can be stepped.
    mutating func checkGoal(_ condition: RepeatedCondition, at: SourcePosition) {
        checkCondition(condition, at: at, namesFrom: scope)
        if condition.quantifier != .every {
            error(at, "a goal is reached in one run or not: drop the `in … runs` part")
        }
        if case .named = RunVerdicts.strip(condition.condition).core {
            error(
                at,
                "a goal is a fact about one run, not the name of a check: write the condition itself, as in `@goal lose-update: value lost > 0`"
            )
        }
        let demo = runDemo?.id ?? lesson.demo
        if let refusal = DemoCatalog.stepProfile(for: demo).refusal {
            error(at, "a goal is reached by stepping the demo, and `\(demo)` cannot be stepped: \(refusal)")
        }
    }

    /// `schedule=step`, `schedule=record` or `schedule=TOKEN`, on a single run of a demo that can be stepped.
    mutating func checkSchedule(_ run: RunDirective, _ at: SourcePosition) {
        guard let text = run.scheduleText else { return }
        let column = run.arguments.first { $0.name == "schedule" }.map { $0.column + 9 } ?? 1
        let position = SourcePosition(line: at.line, column: column)
        guard text == "step" || text == "record" || ScheduleToken(parsing: text) != nil else {
            error(
                position,
                "`schedule` takes `step` (the learner is the scheduler), `record` (a free run that prints its token) or a replay token such as `2323232c3c1e`, not `\(text)`"
            )
            return
        }
        if run.repeatCount > 1 {
            error(position, "a repeated run is measured, not stepped: use `schedule=` on a `@run` without `repeat=`")
        }
        let demo = run.demo ?? lesson.demo
        if text != "record", let refusal = DemoCatalog.stepProfile(for: demo).refusal {
            error(position, "`\(demo)` cannot be stepped: \(refusal)")
        } else if text != "record", text != "step", let refusal = DemoCatalog.stepProfile(for: demo).replayRefusal {
            error(position, "`\(demo)` cannot be replayed from a token: \(refusal)")
        }
    }
}
