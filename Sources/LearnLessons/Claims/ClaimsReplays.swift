import LearnDemoProcess
import LearnDemos
import LearnJudge
import LearnRunner
import LearnTrace

/// The claims audit under the schedules `learn explore` finds: for a lesson part whose demo can
/// be replayed, one token per explored outcome, each played through the whole part as
/// `learn run LESSON --variant PART --replay TOKEN` plays it.
package enum ClaimsReplays {
    /// One token per outcome `learn explore LESSON --variant PART` finds (judged by the part's
    /// first goal, as explore does); none when the part's demo cannot be replayed.
    package static func tokens(_ lesson: Lesson, part: String, runner: any TargetRunning) -> [ScheduleToken] {
        guard let spec = DemoCatalog.named(lesson.demo), spec.variant(named: part) != nil else { return [] }
        let profile = DemoCatalog.stepProfile(for: spec.id)
        guard profile.refusal == nil, profile.replayRefusal == nil else { return [] }
        var parameters: [String: String] = [:]
        for p in spec.parameters { parameters[p.name] = p.defaultValue }
        for (k, v) in profile.parameters { parameters[k] = v }
        let request = RunRequest(demo: spec.id, variant: part, parameters: parameters, pace: 0)
        var bounds = ScheduleExplorer.Bounds()
        bounds.schedules = 500
        bounds.seconds = 20
        let goal = GoalCheck.goals(of: lesson, part: part).first
        let found = ScheduleExplorer(runner: runner).explore(
            request, labels: Set(spec.labels), bounds: bounds,
            goal: goal.map { goal in { GoalCheck.reached(goal.condition, in: $0) } })
        return found.outcomes.compactMap(\.token)
    }

    /// The audit of `part` played once per explored outcome, replaying its token; the part's
    /// repeated runs, which are measured and never replayed, go free at `pace` (never 0, which
    /// `learn run` refuses: a free run at pace 0 has no sleeps, and its figures no learner sees).
    package static func play(
        _ lesson: Lesson, part: String, runner: any TargetRunning, seed: UInt64 = 1, pace: Double = 0.05
    ) -> [(token: ScheduleToken, report: ClaimsAudit.Report)] {
        tokens(lesson, part: part, runner: runner).map { token in
            (token, ClaimsAudit(lesson: lesson, part: part).play(runner: runner, pace: pace, seed: seed, schedule: .replay(token)))
        }
    }
}
