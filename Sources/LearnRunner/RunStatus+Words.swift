import Foundation
import LearnLanguage

/// Whom the words about a run speak of: the demo, or the learner's program.
package enum RunSubject: Sendable, Equatable {
    case demo
    case program

    /// `the demo` or `your program`, as a sentence about the run starts.
    package var name: String { name(Catalogue(.en)) }

    /// ``name`` in the words of `words`.
    package func name(_ words: Catalogue) -> String {
        switch self {
        case .demo: words(.diagDemo)
        case .program: words(.diagYourProgram)
        }
    }

    /// `The demo` or `Your program`.
    func capitalized(_ words: Catalogue) -> String {
        let name = name(words)
        return name.prefix(1).uppercased() + name.dropFirst()
    }
}

extension RunTarget {
    /// Whom the words about a run of this target speak of.
    package var subject: RunSubject { demo != nil ? .demo : .program }
}

/// Every word and sentence said about how a run ended, in one place: the words lesson
/// conditions and JSON use, the `{outcome}` figure, the lesson page's sentence, the
/// playground's problem line, and the sentences the runner gives a crash or a failure. The words
/// a learner reads are the catalogue's (``MessageKey``, area diagnosis), in the run's language.
extension RunStatus {
    /// `finished`, `crashed`, `timed-out`, `interrupted` or `failed`: the words lesson conditions use.
    package var word: String {
        switch self {
        case .finished: "finished"
        case .crashed: "crashed"
        case .timedOut: "timed-out"
        case .interrupted: "interrupted"
        case .failed: "failed"
        }
    }

    /// How the run ended as an outcome's word says it (`finished`, `crashed`, `timed out`…): the
    /// message `run…` of its ``word`` (`runTimedOut`).
    package var outcomeKey: MessageKey { MessageKey.named("run", word) ?? .runFailed }

    /// `finished`, `crashed (SIGABRT)`, `timed out`, `stopped`, `failed`: the `{outcome}` figure.
    package var figureWord: String { figureWord(Catalogue(.en)) }

    /// ``figureWord`` in the words of `words`.
    package func figureWord(_ words: Catalogue) -> String {
        switch self {
        case .finished: words(.diagFinished)
        case .crashed(_, let name, _): words(.diagCrashed, name)
        case .timedOut: words(.diagTimedOut)
        case .interrupted: words(.diagStopped)
        case .failed: words(.diagFailed)
        }
    }

    /// The one report line of a run stopped at its time limit (``RunRequest/timeLimit``): the
    /// mark ``hitTimeLimit`` knows it by, never shown (``sentence(for:words:seconds:)`` and
    /// ``problem(for:words:diagnosis:scheduledWatchdog:)`` say it).
    package static func timeLimitWords(_ seconds: Double) -> String {
        "it was still running after \(String(format: "%.1f", seconds)) s, the most this run may take"
    }

    /// True for a run stopped at its time limit rather than by the watchdog.
    package var hitTimeLimit: Bool {
        guard case .timedOut(let after, let report) = self else { return false }
        return report == [Self.timeLimitWords(after)]
    }

    /// The lesson page's sentence (and a thread report for a hang) for a run that did not
    /// finish; nil when it did. `seconds` says a duration as the lesson's figures do.
    package func sentence(for subject: RunSubject, words: Catalogue = Catalogue(.en), seconds: (Double) -> String) -> String? {
        let who = subject.capitalized(words)
        switch self {
        case .finished:
            return nil
        case .crashed(_, let name, let summary):
            // the runner's summary is already a sentence ("the demo crashed: SIGSEGV while …")
            guard let first = summary.first else { return words(.diagCrashedSentence, who, name) }
            let sentence = first.uppercased() + summary.dropFirst()
            return sentence.hasSuffix(".") ? sentence : sentence + "."
        case .timedOut(let after, _) where hitTimeLimit:
            return words(.diagTimeLimitSentence, who, seconds(after))
        case .timedOut(let after, let report):
            let lines = report.map { "  " + $0 }.joined(separator: "\n")
            return words(.diagNoProgressSentence, who, seconds(after))
                + (lines.isEmpty ? "" : words(.diagWhereEachThreadWas) + "\n" + lines)
        case .interrupted:
            return words(.diagStoppedCtrlC)
        case .failed(let message):
            switch subject {
            case .demo: return words(.diagDemoCouldNotRun, message)
            case .program: return message.prefix(1).uppercased() + message.dropFirst() + (message.hasSuffix(".") ? "" : ".")
            }
        }
    }

    /// The playground's one sentence for a run that did not finish normally; nil when it did.
    /// `diagnosis`: what the run's own facts say of a crash or a hang (a deadlock, `sync` onto
    /// the current queue, a lost wake-up), one line each, told before the threads' report.
    /// `scheduledWatchdog`: the least a scheduled run's watchdog waits, when the run was one (its
    /// sentence says why it waited longer than `--watchdog`'s default).
    package func problem(
        for subject: RunSubject, words: Catalogue = Catalogue(.en), diagnosis: [String] = [], scheduledWatchdog: Int? = nil
    ) -> String? {
        let who = subject.name(words)
        switch self {
        case .finished:
            return nil
        case .crashed(_, let name, let summary):
            return (summary.isEmpty ? words(.diagCrashedProblem, who, name) : summary) + diagnosis.map { "\n  " + $0 }.joined()
        case .timedOut(let after, _) where hitTimeLimit:
            return words(.diagTimeLimitProblem, who, Int(after))
        case .timedOut(let after, let report):
            let seconds = after == after.rounded() ? String(Int(after)) : String(after)
            let lines = (diagnosis + report).map { "  " + $0 }.joined(separator: "\n")
            let sentence =
                scheduledWatchdog.map { words(.diagNoProgressScheduledProblem, who, seconds, $0) }
                ?? words(.diagNoProgressProblem, who, seconds)
            return sentence + (lines.isEmpty ? "" : words(.diagWhereEachThreadWasProblem) + "\n" + lines)
        case .interrupted:
            return words(.diagStoppedByCtrlC)
        case .failed(let message):
            return message
        }
    }

    /// "the demo crashed: SIGABRT (Fatal error: …) while T1 and T2 were inside `append`".
    static func crashSummary(_ subject: RunSubject, words: Catalogue, signal: String, message: String?, context: String?) -> String {
        var sentence = words(.diagCrashSummary, subject.name(words), signal)
        if let message { sentence += " " + words(.diagCrashMessage, message) }
        if let context { sentence += " " + context }
        return sentence
    }

    /// "1 process your program started was still running and was stopped": nil for none.
    package static func straysWords(_ count: Int, subject: RunSubject, words: Catalogue = Catalogue(.en)) -> String? {
        guard count > 0 else { return nil }
        return words(.diagStray, count, subject.name(words))
    }

    /// A run stopped by a signal that is not a crash (a kill from outside).
    static func stopped(_ subject: RunSubject, by signal: String, words: Catalogue) -> RunStatus {
        switch subject {
        case .demo: .failed(words(.diagDemoStoppedBy, signal))
        case .program: .failed(words(.diagProgramStoppedBy, signal))
        }
    }

    /// A program that exited: finished with status 0, else failed.
    static func programExited(_ code: Int32, words: Catalogue) -> RunStatus {
        code == 0 ? .finished : .failed(words(.diagProgramExited, code))
    }

    /// A demo's process that exited without saying the demo ended.
    static func demoExited(_ code: Int32, started: Bool, executable: String, said: String?, words: Catalogue) -> RunStatus {
        guard started else { return .failed(words(.diagDemoExitedUnstarted, code, executable)) }
        return .failed(words(.diagDemoExitedEarly, code) + (said.map { ": \($0)" } ?? ""))
    }

    /// A demo runner asked to run something else.
    static func notADemo(_ target: RunTarget, words: Catalogue) -> RunStatus {
        .failed(words(.diagNotADemo, target.program?.fileName ?? ""))
    }
}

extension RunResult {
    /// The `{outcome}` figure: ``RunStatus/figureWord``, except for a run the watchdog stopped,
    /// which no wait's timeout ended: it is said as what its waits tell (``WaitDiagnosis/hang``),
    /// `a lost wake-up, stopped by the watchdog`, `a deadlock, stopped by the watchdog`, or
    /// `stopped by the watchdog`. A run stopped at its time limit (a `@run`'s budget) timed out.
    package var outcomeWord: String { outcomeWord(Catalogue(.en)) }

    /// ``outcomeWord`` in the words of `words`.
    package func outcomeWord(_ words: Catalogue) -> String {
        guard case .timedOut = status, !status.hitTimeLimit else { return status.figureWord(words) }
        switch WaitDiagnosis(trace: trace, status: status).hang {
        case .lostWakeup: return words(.diagLostWakeupStopped)
        case .deadlock: return words(.diagDeadlockStopped)
        case nil: return words(.diagWatchdogStopped)
        }
    }

    /// The words of this run's language (``RunRequest/language``).
    var words: Catalogue { Catalogue(request.language) }
}
