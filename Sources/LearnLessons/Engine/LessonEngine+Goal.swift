import LearnDemos
import LearnJudge
import LearnRunner
import LearnTrace

extension LessonEngine {
    /// Says whether the last run reached the part's goal and in how many steps; after a
    /// scheduled run of a fixed variant that did not, searches every schedule of the
    /// gates to say whether any could.
    func reportGoal(_ name: String, _ condition: RepeatedCondition, state: EngineState) {
        guard let block, !block.interrupted, let last = block.last else {
            printer.sayCheck(renderer.wrapped("· goal \(name): not judged (the run did not complete)", hanging: "  "))
            return
        }
        let reached = GoalCheck.reached(condition, in: last)
        let words = condition.words(runs: 1)
        checkResults.append(CheckResult(name: name, isPromise: false, passed: reached, words: words, line: 0))
        let safety = last.request.target.demo.flatMap { demo in catalog.first { $0.id == demo.id }?.variant(named: demo.variant)?.safety }
        guard let report = last.schedule else {
            let how = reached ? "reached in this run, by the real scheduler" : "not reached in this run"
            let takeOver = options.shell ? "`schedule on`" : "`--schedule`"
            // A safe variant's code exists to make the goal unreachable: the learner is invited to try, not promised a way.
            let invite =
                safety == .safe && !reached
                ? "this part's code is meant to prevent it: \(takeOver) makes you the scheduler, to try every order you like."
                : "\(takeOver) makes you the scheduler."
            printer.sayCheck(renderer.wrapped("◎ goal \(name) (\(words)): \(how); \(invite)", hanging: "  "))
            return
        }
        // A step is a thread let go at a gate; the clock's firings are said apart.
        let steps = ScheduleToken(choices: report.choices).stepWords
        if reached {
            printer.sayCheck(renderer.wrapped("◎ goal \(name) (\(words)): reached, in \(steps).", hanging: "  "))
            return
        }
        printer.sayCheck(renderer.wrapped("◎ goal \(name) (\(words)): not reached in \(steps).", hanging: "  "))
        guard safety == .safe else {
            printer.say(renderer.wrapped("`again` lets you choose another order."))
            return
        }
        var request = last.request
        request.schedule = nil
        var bounds = ScheduleExplorer.Bounds()
        bounds.seconds = 10
        bounds.schedules = 500
        // The search's runs are not the learner's: they ask nobody and show no token.
        let quiet: any TargetRunning =
            (runner as? DemoRunner).map {
                var r = $0
                r.console = nil
                return r
            } ?? runner
        let found = ScheduleExplorer(runner: quiet).explore(
            request, labels: Set(request.target.demo?.traits.labels ?? []), bounds: bounds
        ) { GoalCheck.reached(condition, in: $0) }
        printer.say(renderer.wrapped(GoalCheck.verdict(name, found)))
    }
}
