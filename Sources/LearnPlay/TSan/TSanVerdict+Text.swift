extension TSanVerdict {
    /// The verdict for the learner: each finding with its lines, or that none was found in how many runs.
    package func explanation(source: PlaySource) -> String {
        let tried = "\(runs.count) run\(runs.count == 1 ? "" : "s")"
        guard foundRace else {
            return "ThreadSanitizer found no data race in \(tried) of `\(source.fileName)`. "
                + "(A race that did not happen in these runs can still be there: `--runs N` tries more.)"
        }
        let sourceLines = source.text.split(separator: "\n", omittingEmptySubsequences: false)
        var out = [
            "ThreadSanitizer found \(findings.count) problem\(findings.count == 1 ? "" : "s") in `\(source.fileName)` (after \(tried)):"
        ]
        for finding in findings {
            out.append("  • " + finding.sentence + ".")
            for line in finding.lines where line <= sourceLines.count {
                let number = String(line)
                out.append(
                    "      " + String(repeating: " ", count: max(0, 4 - number.count)) + number + " │ "
                        + sourceLines[line - 1].trimmingCharacters(in: .whitespaces))
            }
        }
        return out.joined(separator: "\n")
    }

    /// The program's own output of the last run, without ThreadSanitizer's reports.
    package var programOutput: String {
        guard let output = runs.last?.output else { return "" }
        var kept: [Substring] = []
        var inReport = false
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "==================" {
                inReport.toggle()
                continue
            }
            if !inReport && !line.hasPrefix("ThreadSanitizer: reported") { kept.append(line) }
        }
        return kept.joined(separator: "\n").trimmingCharacters(in: .newlines)
    }

    /// What a `--tsan` run of a program with Swift tasks does not show, and why; nil when the
    /// program makes no task (no `Task`, `async let`, task group or `async` code).
    package static func taskNote(source: PlaySource) -> String? {
        let words = ["Task {", "Task.detached", "Task(", "async let", "TaskGroup", "withTaskGroup", "withThrowingTaskGroup", "await "]
        guard words.contains(where: source.text.contains) else { return nil }
        return "Swift tasks are not recorded under ThreadSanitizer: a --tsan build runs without learn's tracer, "
            + "whose task hooks read the runtime's task state without synchronisation (TSan would report that as "
            + "races of its own). Run it without --tsan to see its tasks (`trace tasks`)."
    }
}
