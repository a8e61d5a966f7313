import LearnLanguage
import LearnTrace

extension TSanVerdict {
    /// The verdict for the learner: each finding with its lines, or that none was found in how
    /// many runs, in `words`' language. A translation's findings are wrapped at `width` in
    /// display columns; the English ones are kept whole, one line each, as they always were.
    package func explanation(source: PlaySource, words: Catalogue = Catalogue(.en), width: Int = 80) -> String {
        let tried = words(.countRuns, runs.count)
        guard foundRace else {
            return fitted(words(.tsanNoRace, tried, source.fileName), words, width: width)
        }
        let sourceLines = source.text.split(separator: "\n", omittingEmptySubsequences: false)
        var out = [
            fitted(words(.tsanFound, findings.count, source.fileName, tried), words, width: width)
        ]
        for finding in findings {
            out.append(fitted("• " + finding.sentence(words) + ".", words, width: width - 2, indent: "  ", margin: "  "))
            for line in finding.lines where line <= sourceLines.count {
                let number = String(line)
                out.append(
                    "      " + String(repeating: " ", count: max(0, 4 - number.count)) + number + " │ "
                        + sourceLines[line - 1].trimmingCharacters(in: .whitespaces))
            }
        }
        return out.joined(separator: "\n")
    }

    /// `text` broken at spaces to `width` display columns (`indent` before every line but the
    /// first), each line after `margin`, in every language: left to the terminal, an English
    /// line had its words cut (`signalSemaphor|eIfNeeded()`).
    private func fitted(_ text: String, _ words: Catalogue, width: Int, indent: String = "", margin: String = "") -> String {
        TerminalLines.wrap(text, to: max(20, width), indent: indent).map { margin + $0 }.joined(separator: "\n")
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
    package static func taskNote(source: PlaySource, words: Catalogue = Catalogue(.en)) -> String? {
        let signs = ["Task {", "Task.detached", "Task(", "async let", "TaskGroup", "withTaskGroup", "withThrowingTaskGroup", "await "]
        guard signs.contains(where: source.text.contains) else { return nil }
        return words(.tsanTaskNote)
    }
}
