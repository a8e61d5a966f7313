import ArgumentParser
import LearnLanguage
import LearnTrace

/// Renders every error in one place: what to print, where, and the exit status.
///
/// On the command line a parser error reads as any command-line tool's (`Error: …`, the
/// usage); in the shell it reads in the shell's grammar, without `Usage: learn …`. In English
/// the command line prints ArgumentParser's own text; in another language the message, the
/// option's help and the pointer to `--help` are said in it (the usage's flags stay as
/// ArgumentParser writes them), each line wrapped to `columns` display columns. A `learn: …` line
/// is wrapped in English too.
package struct ErrorReport: Equatable {
    package var text: String
    /// Help and version requests go to standard output; errors to standard error.
    package var toStandardOutput: Bool
    package var status: Int32

    /// The report for `error` thrown while parsing or running `command` (the line's first word)
    /// in `place`, said in `language`, lines wrapped to `columns`.
    package init(
        _ error: any Error, in place: LearnError.Place = .commandLine, command: String? = nil, language: Language = .en,
        columns: Int = 80
    ) {
        let wrap = Wrapping(language: language, columns: columns)
        if let learn = error as? LearnError {
            self.init(
                text: wrap.line("learn: ", learn.message(in: place, language: language)), toStandardOutput: false,
                status: learn.exitStatus)
            return
        }
        let root: any ParsableCommand.Type = place == .shell ? ShellGrammar.self : LearnCommand.self
        let failure = ParserFailure(error, root: root)
        if let problem = failure.thrown as? OptionProblem {
            let words = problem.message(language)
            let text = place == .shell ? wrap.line("learn: ", words) : Self.commandLine(words, help: nil, failure, root: root, wrap)
            self.init(text: text, toStandardOutput: false, status: ExitStatus.usage)
            return
        }
        let status = root.exitCode(for: error).rawValue
        if place == .shell && status != ExitStatus.ok {
            let words = ParserWords.message(root.message(for: error), command: command, language: language)
            self.init(text: wrap.line("learn: ", words), toStandardOutput: false, status: status)
        } else if language != .en && status == ExitStatus.usage {
            let english = root.fullMessage(for: error)
            let help = english.split(separator: "\n").first { $0.hasPrefix(Self.englishHelp) }.map {
                String($0.dropFirst(Self.englishHelp.count))
            }
            let words = ParserWords.message(root.message(for: error), command: failure.names, in: .commandLine, language: language)
            self.init(text: Self.commandLine(words, help: help, failure, root: root, wrap), toStandardOutput: false, status: status)
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

    /// ArgumentParser's label of the option's help in a usage error (``MessageKey/commandLineHelp`` in English).
    static let englishHelp = "Help:  "

    /// A usage error on the command line, as ArgumentParser lays it out for a `ValidationError`:
    /// the message, the option's help when there is one, the usage of the command that failed,
    /// and where its help is; in `wrap`'s language.
    static func commandLine(
        _ message: String, help: String?, _ failure: ParserFailure, root: any ParsableCommand.Type, _ wrap: Wrapping
    ) -> String {
        let usage = root.usageString(for: failure.commands.last ?? root)
        let say = Catalogue(wrap.language)
        var lines = [wrap(say(.commandLineError), message)]
        if let help { lines.append(wrap.help(say(.commandLineHelp) + help)) }
        lines.append(wrap.usage(say(.commandLineUsage), usage))
        lines.append(wrap("  ", say(.commandLineSeeHelp, failure.names + " --help")))
        return lines.joined(separator: "\n")
    }

    /// How a report's lines are laid out: learn's `learn: …` lines wrapped at spaces to the
    /// terminal's display columns in every language; a command-line usage error as
    /// ArgumentParser writes it in English, wrapped in another language.
    struct Wrapping {
        let language: Language
        let columns: Int

        /// `head` then `text`, later lines under the text's start; in English as ArgumentParser
        /// lays out its own errors (`Error: …`, the usage), unwrapped.
        func callAsFunction(_ head: String, _ text: String) -> String {
            guard language != .en else { return head + text }
            return line(head, text)
        }

        /// `head` then `text` wrapped under the text's start in every language: learn's own
        /// `learn: …` lines, which the terminal would otherwise break inside words (`m|ain`).
        func line(_ head: String, _ text: String) -> String {
            let wide = (head + text).split(separator: "\n").contains { TerminalLines.columns(String($0)) > columns }
            guard wide else { return head + text }
            return TerminalLines.hanging(head, text, to: columns).joined(separator: "\n")
        }

        /// The usage, broken between its options, never inside one (`[--lang <lang>]`).
        func usage(_ head: String, _ usage: String) -> String {
            var depth = 0
            let joined = String(
                usage.map { c -> Character in
                    if c == "[" || c == "<" { depth += 1 }
                    if c == "]" || c == ">" { depth -= 1 }
                    return c == " " && depth > 0 ? Self.joiner : c
                })
            return self(head, joined).replacingOccurrences(of: String(Self.joiner), with: " ")
        }

        /// Holds an option's words together while the usage is wrapped.
        static let joiner: Character = "\u{A0}"

        /// An option's help line (`Help:  --pace <pace>  Multiply …`): in another language its
        /// words are the command help's, its text wrapped under its own start.
        func help(_ line: String) -> String {
            guard language != .en else { return line }
            return CommandHelp.wrapped(CommandHelp.translated(line), columns: columns).joined(separator: "\n")
        }
    }
}
