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

    /// One sentence for a run that did not finish normally; nil when it did.
    package var problem: String? {
        switch result.status {
        case .finished:
            return nil
        case .crashed(_, let name, let summary):
            let text = summary.replacingOccurrences(of: "the demo crashed", with: "your program crashed")
            return (text.isEmpty ? "your program crashed (\(name))" : text) + diagnosis.map { "\n  " + $0 }.joined()
        case .timedOut(let after, _) where result.status.hitTimeLimit:
            return
                "your program was still running after \(Int(after)) s, the most one run may take here, so it was stopped (`--watchdog SECONDS` sets three times that)"
        case .timedOut(let after, let report):
            let seconds = after == after.rounded() ? String(Int(after)) : String(after)
            let lines = (diagnosis + report).map { "  " + $0 }.joined(separator: "\n")
            return "your program made no progress for \(seconds) s, so the watchdog stopped it (`--watchdog SECONDS` gives it longer)"
                + (lines.isEmpty ? "" : "; where each thread was:\n" + lines)
        case .interrupted:
            return "stopped by Ctrl-C"
        case .failed(let message):
            return message.replacingOccurrences(of: "the demo's process", with: "your program")
                .replacingOccurrences(of: "the program exited", with: "your program exited")
        }
    }
}
