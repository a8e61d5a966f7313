import LearnLanguage
import LearnTrace

/// What the run's end means for the learner: the parent's reason to stop it, the child's own
/// ending, and its exit, read as one ``RunStatus``.
extension RunSession {
    var droppedByChild: Int {
        if case .finished(let dropped) = ending { return dropped }
        return 0
    }

    /// What the run's end means for the learner.
    func status(exit: ChildProcess.Exit, stop: Stop?, trace: Trace, subject: RunSubject, words: Catalogue) -> RunStatus {
        switch stop {
        case .interrupt:
            return .interrupted
        case .deadlock(let lines):
            return .timedOut(after: ScheduleMessage.deadlockSeconds, report: [words(.diagNoThreadCanGoOn)] + lines)
        case .lingering:
            if case .failed(let message)? = ending { return .failed(message) }
            return .finished
        case .timeLimit(let seconds):
            return .timedOut(after: seconds, report: [RunStatus.timeLimitWords(seconds)])
        case .overflow(let bound):
            return .failed(bound.sentence(subject, words: words))
        case .watchdog(let states, let at):
            let now = origin > 0 && at > origin ? at - origin : trace.duration
            return .timedOut(after: silenceLimit, report: RunDiagnosis.hangReport(trace: trace, now: now, states: states, words: words))
        case nil:
            return status(exit: exit, trace: trace, subject: subject, words: words)
        }
    }

    func status(exit: ChildProcess.Exit, trace: Trace, subject: RunSubject, words: Catalogue) -> RunStatus {
        if isProgram, case .exited(let code) = exit { return .programExited(code, words: words) }
        switch (exit, ending) {
        case (.exited(0), .finished?):
            return .finished
        case (_, .failed(let message)?):
            return .failed(message)
        case (.signalled(let signal), _) where RunDiagnosis.crashSignals.contains(signal):
            let summary = RunDiagnosis.crashSummary(signal: signal, stderr: output.text, trace: trace, subject: subject, words: words)
            return .crashed(signal: signal, name: RunDiagnosis.signalName(signal), summary: summary)
        case (.signalled(let signal), _):
            return .stopped(subject, by: RunDiagnosis.signalName(signal), words: words)
        case (.exited(let code), _):
            return .demoExited(
                code, started: shookHands, executable: child.executable, said: RunDiagnosis.runtimeMessage(output.text), words: words)
        }
    }
}
