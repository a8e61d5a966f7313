extension LessonEngine {
    /// Reruns the last `@run` with the current options, with its checks and text.
    ///
    /// The steps between that `@run` and where the lesson stopped are played again (pauses and
    /// predictions excepted) from a copy of the playing as it was before the `@run`; the
    /// playing itself stays where it is, its prediction still waiting for the next run.
    package func again() -> LessonStop {
        guard case .success(let plan) = plan else { return advance() }
        guard let last = block else {
            printer.say(words(.nothingToRunAgain))
            return lastStop ?? .paused
        }
        var replay = last.start
        replay.pending = nil
        replay.waitingForAnswer = false
        while replay.cursor < state.cursor {
            let step = plan[replay.cursor]
            replay.cursor += 1
            switch step.kind {
            case .pause, .predict: continue
            default: break
            }
            if let stop = perform(step, plan: plan, state: &replay) {
                settleExports()
                return stop
            }
        }
        settleExports()
        if case .finished = lastStop { return .finished(passed: passed) }
        return lastStop ?? .paused
    }
}
