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
}
