import LearnDemos
import LearnLanguage
import LearnRunner
import LearnTrace

extension LessonEngine {
    /// A scheduled run uses the demo's step profile (small enough to step by hand)
    /// under the learner's own values; a demo that cannot be stepped says why.
    func scheduleProblem(_ demo: String, _ schedule: ScheduleMode, into parameters: inout [String: String]) -> PlayProblem? {
        let profile = DemoCatalog.stepProfile(for: demo)
        if let refusal = profile.refusal, schedule != .record {
            return PlayProblem(text: words(.cannotBeStepped, demo, refusal.said(in: words.language)))
        }
        if case .replay = schedule, let refusal = profile.replayRefusal {
            return PlayProblem(text: words(.cannotBeReplayed, demo, refusal.said(in: words.language)))
        }
        if schedule == .record { return nil }
        for (name, value) in profile.parameters where options.overrides[name] == nil { parameters[name] = value }
        return nil
    }
}

extension RunDirective {
    /// `schedule=` as a mode; nil when absent or invalid (the checker reports invalid ones).
    var scheduleMode: ScheduleMode? {
        switch scheduleText {
        case "step": .step
        case "record": .record
        case let text?: ScheduleToken(parsing: text).map(ScheduleMode.replay)
        case nil: nil
        }
    }
}
