import Foundation

extension ClassReport {
    /// GitHub Actions' workflow commands for the verdicts: `::error` for each thing that failed,
    /// at the learner's line when the verdict names one (a compiler error, a data race), else
    /// at the file; `::notice` for a pass and for an exercise not started (which is no failure).
    package func githubLines() -> [String] {
        var lines: [String] = []
        for entry in entries {
            let title = self.title(entry.id)
            switch entry.result {
            case .passed(let sentence):
                lines.append(Self.command("notice", file: entry.path, line: nil, title: title, message: sentence))
            case .failed(let findings):
                for finding in findings {
                    lines.append(Self.command("error", file: entry.path, line: finding.line, title: title, message: finding.sentence))
                }
            case .notStarted(let sentence):
                lines.append(Self.command("notice", file: nil, line: nil, title: title, message: sentence))
            }
        }
        return lines
    }

    /// `::KIND file=F,line=N,title=T::MESSAGE`, each part escaped as the runner unescapes it.
    static func command(_ kind: String, file: String?, line: Int?, title: String, message: String) -> String {
        var properties: [String] = []
        if let file { properties.append("file=" + githubProperty(file)) }
        if let line { properties.append("line=\(line)") }
        properties.append("title=" + githubProperty(title))
        return "::\(kind) \(properties.joined(separator: ","))::\(githubData(message))"
    }

    /// A command's message: `%`, CR and LF escaped, so a line of the learner's can never end it or
    /// begin another command.
    package static func githubData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A property's value: as a message, and `:` and `,`, which end a value.
    package static func githubProperty(_ text: String) -> String {
        githubData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }

    /// The lines around text (a verdict as the terminal shows it, with a learner's words in it)
    /// that make it inert in a GitHub Actions log: between `::stop-commands::TOKEN` and
    /// `::TOKEN::`, no line is taken for a command. `token` must be one the text cannot hold (a
    /// fresh random one).
    package static func githubInert(token: String) -> (before: String, after: String) {
        ("::stop-commands::\(token)", "::\(token)::")
    }
}
