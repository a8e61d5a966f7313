import LearnLanguage
import LearnRunner
import LearnTrace

/// One run of a learner's program: the runner's result, told in the learner's terms.
package struct PlayRun: Sendable {
    package var result: RunResult
    /// What the run's waits and queued blocks say: a deadlock, `sync` onto the current queue,
    /// a lost wake-up, blocks queued on main that never ran (``WaitDiagnosis``).
    package var diagnosis: [String] = []

    package init(result: RunResult) { self.result = result }

    package var trace: Trace { result.trace }

    /// What the program wrote to stdout and stderr (the last bytes, see ``Playground/outputLimit``).
    package var output: String { result.stderr }

    /// The last line the program printed: from the trace when traced, else from its output.
    package var lastLine: String? {
        if let said = result.trace.output.last?.label { return said }
        return output.split(separator: "\n").last.map(String.init)
    }

    /// What ended a run that did not finish, when learn knows better than its status (a schedule
    /// in which no thread could go on is not a watchdog's stop).
    package var stuck: String?

    /// What the judge's channel says of a judged run (``JudgeChannel/problem(of:)``).
    package var judgeProblem: String?

    /// The run's data race in a sentence (``ScheduledProgram/raceSentence(_:)``), when a scheduled
    /// run had one: a verify with one has failed, whatever its checks say. The run itself finished
    /// (it is no ``problem``): its checks are judged as any run's.
    package var race: String?

    /// A check that went stale across an `await` in a scheduled run without a data race
    /// (``ReentrantCheck``), in a sentence.
    package var reentrancy: String?

    /// One sentence for a run that did not finish normally; nil when it did
    /// (``RunStatus/problem(for:words:diagnosis:scheduledWatchdog:)``'s words, said of the learner's program in the
    /// run's language (``RunRequest/language``), with what its waits say: ``diagnosis``).
    package var problem: String? {
        if let judgeProblem { return judgeProblem }
        if let stuck, result.status != .finished { return stuck }
        return result.status.problem(
            for: result.request.target.subject, words: words, diagnosis: diagnosis,
            scheduledWatchdog: result.request.schedule == nil ? nil : Int(Playground.scheduledWatchdog))
    }

    /// The words of the run's language.
    package var words: Catalogue { Catalogue(result.request.language) }

    /// "1 process your program started was still running and was stopped", in the run's
    /// language; nil when none was.
    package var straysNote: String? { RunStatus.straysWords(result.strays, subject: .program, words: words) }
}
