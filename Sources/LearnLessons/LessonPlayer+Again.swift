extension LessonPlayer {
    /// Reruns the last `@run` with the current options, with its checks and text.
    ///
    /// The steps between that `@run` and where the lesson stopped are played again (pauses and
    /// predictions excepted); then the lesson is where it was.
    public func again() -> PlayerStop {
        if let failure { return .failed(failure) }
        guard let last = lastRun else {
            say("Nothing to run again yet: the lesson has not run a demo. Enter `next` to go on.")
            return lastStop ?? .paused
        }
        let resume = cursor
        let savedPart = part
        // a prediction waiting for the next run must not be answered by this rerun
        let savedPending = pending, savedWaiting = waitingForAnswer
        pending = nil
        waitingForAnswer = false
        defer { pending = savedPending; waitingForAnswer = savedWaiting }
        cursor = last.position
        part = last.part
        ifStack = last.ifStack
        var stop: PlayerStop?
        while cursor < resume {
            let step = lesson.steps[plan[cursor]]
            cursor += 1
            switch step.kind {
            case .pause, .predict: continue
            default: break
            }
            if let s = perform(step) {
                stop = s
                break
            }
        }
        cursor = resume
        part = savedPart
        if let stop { return stop == .interrupted ? .interrupted : stop }
        if case .finished = lastStop { return .finished(passed: passed) }
        return lastStop ?? .paused
    }
}
