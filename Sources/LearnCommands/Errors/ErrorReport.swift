import ArgumentParser
import LearnLanguage
import LearnTrace

/// Renders every error in one place: what to print, where, and the exit status.
///
/// On the command line a parser error reads as any command-line tool's (`Error: …`, the
/// usage); in the shell it reads in the shell's grammar, without `Usage: learn …`.
package struct ErrorReport: Equatable {
    package var text: String
    /// Help and version requests go to standard output; errors to standard error.
    package var toStandardOutput: Bool
    package var status: Int32

    /// The report for `error` thrown while parsing or running `command` (the line's first word)
    /// in `place`, a ``LearnError`` in `language`.
    package init(_ error: any Error, in place: LearnError.Place = .commandLine, command: String? = nil, language: Language = .en) {
        if let learn = error as? LearnError {
            self.init(text: "learn: " + learn.message(in: place, language: language), toStandardOutput: false, status: learn.exitStatus)
            return
        }
        let root: any ParsableCommand.Type = place == .shell ? ShellGrammar.self : LearnCommand.self
        let status = root.exitCode(for: error).rawValue
        if place == .shell && status != ExitStatus.ok {
            let words = ShellWords.parserMessage(root.message(for: error), command: command, language: language)
            self.init(text: "learn: " + words, toStandardOutput: false, status: status)
        } else {
            self.init(text: root.fullMessage(for: error), toStandardOutput: status == ExitStatus.ok, status: status)
        }
    }

    init(text: String, toStandardOutput: Bool, status: Int32) {
        // A message may quote a typed word or a file's name: it is shown, never obeyed.
        self.text = VisibleText.escape(text)
        self.toStandardOutput = toStandardOutput
        self.status = status
    }

    /// Writes the report to the console.
    package func print(to console: Console) {
        guard !text.isEmpty else { return }
        if toStandardOutput { console.line(text) } else { console.errorRaw(text) }
    }
}
