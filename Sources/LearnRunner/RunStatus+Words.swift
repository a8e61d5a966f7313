import Foundation

/// Whom the words about a run speak of: the demo, or the learner's program.
package enum RunSubject: Sendable, Equatable {
    case demo
    case program

    /// `the demo` or `your program`, as a sentence about the run starts.
    package var name: String {
        switch self {
        case .demo: "the demo"
        case .program: "your program"
        }
    }

    /// `The demo` or `Your program`.
    var capitalized: String {
        let name = name
        return name.prefix(1).uppercased() + name.dropFirst()
    }
}

extension RunTarget {
    /// Whom the words about a run of this target speak of.
    package var subject: RunSubject { demo != nil ? .demo : .program }
}

/// Every word and sentence said about how a run ended, in one place: the words lesson
/// conditions and JSON use, the `{outcome}` figure, the lesson page's sentence, the
/// playground's problem line, and the sentences the runner gives a crash or a failure.
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

    /// `finished`, `crashed (SIGABRT)`, `timed out`, `stopped`, `failed`: the `{outcome}` figure.
    package var figureWord: String {
        switch self {
        case .finished: "finished"
        case .crashed(_, let name, _): "crashed (\(name))"
        case .timedOut: "timed out"
        case .interrupted: "stopped"
        case .failed: "failed"
        }
    }

    /// The one report line of a run stopped at its time limit (``RunRequest/timeLimit``).
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
    package func sentence(for subject: RunSubject, seconds: (Double) -> String) -> String? {
        switch self {
        case .finished:
            return nil
        case .crashed(_, let name, let summary):
            // the runner's summary is already a sentence ("the demo crashed: SIGSEGV while …")
            guard let first = summary.first else { return "\(subject.capitalized) crashed (\(name))." }
            let sentence = first.uppercased() + summary.dropFirst()
            return sentence.hasSuffix(".") ? sentence : sentence + "."
        case .timedOut(let after, _) where hitTimeLimit:
            return "\(subject.capitalized) was still running after \(seconds(after)), the most this run may take, so it was stopped."
        case .timedOut(let after, let report):
            let lines = report.map { "  " + $0 }.joined(separator: "\n")
            return "\(subject.capitalized) made no progress for \(seconds(after)), so the watchdog stopped it."
                + (lines.isEmpty ? "" : " Where each thread was:\n" + lines)
        case .interrupted:
            return "The run was stopped (Ctrl-C)."
        case .failed(let message):
            switch subject {
            case .demo: return "The demo could not run: \(message)"
            case .program: return message.prefix(1).uppercased() + message.dropFirst() + (message.hasSuffix(".") ? "" : ".")
            }
        }
    }

    /// The playground's one sentence for a run that did not finish normally; nil when it did.
    /// `diagnosis`: what the run's own facts say of a crash or a hang (a deadlock, `sync` onto
    /// the current queue, a lost wake-up), one line each, told before the threads' report.
    package func problem(for subject: RunSubject, diagnosis: [String] = []) -> String? {
        switch self {
        case .finished:
            return nil
        case .crashed(_, let name, let summary):
            return (summary.isEmpty ? "\(subject.name) crashed (\(name))" : summary) + diagnosis.map { "\n  " + $0 }.joined()
        case .timedOut(let after, _) where hitTimeLimit:
            return
                "\(subject.name) was still running after \(Int(after)) s, the most one run may take here, so it was stopped (`--watchdog SECONDS` sets three times that)"
        case .timedOut(let after, let report):
            let seconds = after == after.rounded() ? String(Int(after)) : String(after)
            let lines = (diagnosis + report).map { "  " + $0 }.joined(separator: "\n")
            return "\(subject.name) made no progress for \(seconds) s, so the watchdog stopped it (`--watchdog SECONDS` gives it longer)"
                + (lines.isEmpty ? "" : "; where each thread was:\n" + lines)
        case .interrupted:
            return "stopped by Ctrl-C"
        case .failed(let message):
            return message
        }
    }

    /// "the demo crashed: SIGABRT (Fatal error: …) while T1 and T2 were inside `append`".
    static func crashSummary(_ subject: RunSubject, signal: String, message: String?, context: String?) -> String {
        var sentence = "\(subject.name) crashed: \(signal)"
        if let message { sentence += " (\(message))" }
        if let context { sentence += " " + context }
        return sentence
    }

    /// "1 process your program started was still running and was stopped": nil for none.
    package static func straysWords(_ count: Int, subject: RunSubject) -> String? {
        guard count > 0 else { return nil }
        let processes = count == 1 ? "1 process" : "\(count) processes"
        let verbs = count == 1 ? "was still running and was stopped" : "were still running and were stopped"
        return "\(processes) \(subject.name) started \(verbs)"
    }

    /// A run stopped by a signal that is not a crash (a kill from outside).
    static func stopped(_ subject: RunSubject, by signal: String) -> RunStatus {
        switch subject {
        case .demo: .failed("the demo's process was stopped by \(signal)")
        case .program: .failed("your program was stopped by \(signal)")
        }
    }

    /// A program that exited: finished with status 0, else failed.
    static func programExited(_ code: Int32) -> RunStatus {
        code == 0 ? .finished : .failed("your program exited with status \(code)")
    }

    /// A demo's process that exited without saying the demo ended.
    static func demoExited(_ code: Int32, started: Bool, executable: String, said: String?) -> RunStatus {
        guard started else {
            return .failed("the demo's process exited (status \(code)) without starting the demo; is `\(executable)` a learn binary?")
        }
        return .failed("the demo's process exited (status \(code)) before the demo finished\(said.map { ": \($0)" } ?? "")")
    }

    /// A demo runner asked to run something else.
    static func notADemo(_ target: RunTarget) -> RunStatus {
        .failed("a demo runner runs demos, not the program `\(target.program?.fileName ?? "")`")
    }
}

extension RunResult {
    /// The `{outcome}` figure: ``RunStatus/figureWord``, except for a run the watchdog stopped,
    /// which no wait's timeout ended: it is said as what its waits tell (``WaitDiagnosis/hang``),
    /// `a lost wake-up, stopped by the watchdog`, `a deadlock, stopped by the watchdog`, or
    /// `stopped by the watchdog`. A run stopped at its time limit (a `@run`'s budget) timed out.
    package var outcomeWord: String {
        guard case .timedOut = status, !status.hitTimeLimit else { return status.figureWord }
        switch WaitDiagnosis(trace: trace, status: status).hang {
        case .lostWakeup: return "a lost wake-up, stopped by the watchdog"
        case .deadlock: return "a deadlock, stopped by the watchdog"
        case nil: return "stopped by the watchdog"
        }
    }
}
