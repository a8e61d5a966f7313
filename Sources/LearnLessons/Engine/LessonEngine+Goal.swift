import LearnDemos
import LearnJudge
import LearnLanguage
import LearnRunner
import LearnTrace

extension LessonEngine {
    /// Says whether the last run reached the part's goal and in how many steps; after a
    /// scheduled run of a fixed variant that did not, searches every schedule of the
    /// gates to say whether any could.
    func reportGoal(_ name: String, _ condition: RepeatedCondition, state: EngineState) {
        guard let block, !block.interrupted, let last = block.last else {
            printer.sayCheck(renderer.wrapped(self.words(.goalNotJudged, name), hanging: "  "))
            return
        }
        let reached = GoalCheck.reached(condition, in: last)
        checkResults.append(CheckResult(name: name, isPromise: false, passed: reached, words: condition.words(runs: 1), line: 0))
        let words = condition.words(runs: 1, self.words)
        let safety = last.request.target.demo.flatMap { demo in catalog.first { $0.id == demo.id }?.variant(named: demo.variant)?.safety }
        guard let report = last.schedule else {
            let takeOver = options.shell ? "`schedule on`" : "`--schedule`"
            // A safe variant's code exists to make the goal unreachable: the learner is invited to try, not promised a way.
            let invite =
                safety == .safe && !reached
                ? self.words(.goalMeantToPrevent, takeOver) : self.words(.goalTakeOver, takeOver)
            let said = self.words(reached ? .goalReachedFree : .goalNotReachedFree, name, words, invite)
            printer.sayCheck(renderer.wrapped(said, hanging: "  "))
            return
        }
        // A step is a thread let go at a gate; the clock's firings are said apart.
        let token = ScheduleToken(choices: report.choices)
        let count = token.threadSteps, ticks = token.clockTicks
        var steps = self.words(.steps, count)
        if ticks > 0 {
            steps = self.words(.stepsAndTicks, steps, self.words(.clockTicks, ticks))
        }
        printer.sayCheck(
            renderer.wrapped(self.words(reached ? .goalReachedSteps : .goalNotReachedSteps, name, words, steps), hanging: "  "))
        if reached { return }
        guard safety == .safe else {
            printer.say(renderer.wrapped(anotherOrder(last.request.schedule)))
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
        printer.say(renderer.wrapped(GoalCheck.verdict(name, found, words: self.words)))
    }

    /// How to choose another order after a scheduled run that missed its goal: a replay
    /// follows its token again (`again` would too), a command-line run has no `again`.
    func anotherOrder(_ schedule: ScheduleMode?) -> String {
        let takeOver = options.shell ? "`schedule on`" : "`--schedule`"
        if case .replay = schedule { return self.words(.goalReplayed, takeOver) }
        return options.shell ? self.words(.goalAgain) : self.words(.goalAgainCommand, takeOver)
    }
}
