import LearnJudge
import LearnLanguage
import LearnRunner

/// A `@goal`: a condition the learner tries to make true by choosing the schedule.
///
/// A goal is judged one run at a time (it is reached in this run or not), so it
/// is a fact about a trace, never the name of a check or a count of runs: the
/// same judgement serves the player after a stepped run and the search over
/// every schedule that proves a fixed variant cannot reach it.
package enum GoalCheck {
    /// True when `condition` holds over this one run.
    package static func reached(_ condition: RepeatedCondition, in result: RunResult) -> Bool {
        if case .named = RunVerdicts.strip(condition.condition).core { return false }
        return ConditionEvaluator(result).holds(condition.condition)
    }

    /// The goals set in `part` of `lesson` (and its introduction), in order.
    package static func goals(of lesson: Lesson, part: String?) -> [(name: String, condition: RepeatedCondition)] {
        var current: String?
        var goals: [(name: String, condition: RepeatedCondition)] = []
        for step in lesson.steps {
            switch step.kind {
            case .part(let name): current = name
            case .goal(let name, let condition) where current == nil || current == part: goals.append((name, condition))
            default: break
            }
        }
        return goals
    }

    /// What a search over every schedule says of a goal, in one sentence, in `say`'s language.
    package static func verdict(_ name: String, _ found: ScheduleExplorer.Exploration, words say: Catalogue = Catalogue(.en)) -> String {
        let tried = say(.countSchedules, found.schedules)
        let seconds = RunFigures.format(found.seconds, decimals: 1)
        if found.goalSchedules > 0 { return say(.goalSearchReached, found.goalSchedules, tried, name) }
        if found.complete { return say(.goalSearchNone, name, tried, seconds) }
        return say(.goalSearchBound, tried, name, seconds)
    }
}
