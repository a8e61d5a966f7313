import ArgumentParser
import Foundation
import LearnLanguage
import LearnPlay
import LearnShell
import LearnSystem
import LearnTrace

/// The `learn` shell: reads lines, parses them with ``ShellGrammar``, runs them against one
/// ``Session``. Interactive on a terminal (libedit); a script when input is piped.
package final class Shell {
    package let session: Session
    /// Where history is kept; nil when there is no home to keep it in.
    let historyStore: HistoryStore?
    private var historyWarned = false

    package init(session: Session, historyStore: HistoryStore?) {
        self.session = session
        self.historyStore = historyStore
    }

    /// Starts the shell for this process: interactive when standard input is a terminal.
    package static func start(global: GlobalOptions) -> Int32 {
        let tty = isatty(STDIN_FILENO) == 1
        let session = Session.forCommandLine(global, interactive: tty)
        let shell = Shell(session: session, historyStore: HistoryStore.defaultPath().map { HistoryStore(path: $0) })
        InterruptFlag.install()
        return tty ? shell.runInteractive() : shell.runScript(AnyIterator { readLine() })
    }

    /// Runs each line as a command, with no prompt; the status of the last failure (0 if none).
    package func runScript(_ lines: AnyIterator<String>) -> Int32 {
        var status = ExitStatus.ok
        for line in lines {
            let result = execute(line)
            if result != ExitStatus.ok { status = result }
            if session.quitRequested { break }
        }
        return status
    }

    /// The interactive loop: prompt, edit, run; Ctrl-C clears the line, Ctrl-D leaves with 0.
    package func runInteractive() -> Int32 {
        let completer = ShellCompleter(session: session)
        let editor = LineEditor { completer.candidates(before: $0) }
        session.history = historyStore?.load() ?? []
        // Without a state folder, the progress store says once that nothing is saved.
        if historyStore == nil { _ = session.progress }
        session.history.forEach(editor.addHistory)
        session.ask = { prompt in
            if case .line(let text) = editor.read(prompt: prompt) { return text }
            return nil
        }
        let width = session.render.width
        Text.wrap(Catalogue(session.language)(.shellGreeting, LearnCommand.version), width: width).forEach { session.console.line($0) }
        if let whereLeft = session.whereLeftOff() { Text.wrap(whereLeft, width: width).forEach { session.console.line($0) } }
        while !session.quitRequested {
            let prompt = session.openPlayer.map { "learn:\($0.lesson.id)> " } ?? "learn> "
            switch editor.read(prompt: prompt) {
            case .endOfInput:
                session.console.line()
                return ExitStatus.ok
            case .interrupted:
                continue
            case .line(let line):
                remember(line, in: editor)
                // The terminal may have been resized since the last command; the language stays.
                var render = RenderOptions.forStandardOutput(noColor: session.noColor)
                render.language = session.language
                session.render = render
                _ = execute(line)
            }
        }
        return ExitStatus.ok
    }

    /// Runs one line; prints any error; returns its exit status.
    @discardableResult
    package func execute(_ line: String) -> Int32 {
        defer { SignalNotes.tell(on: session.console, language: session.language, width: session.render.width) }
        do {
            let words = try ShellWords.split(typed: line)
            guard let name = words.first else {
                if session.openPlayer != nil { try NextCommand().execute(in: session) }
                return ExitStatus.ok
            }
            if name == "help" { return help(Array(words.dropFirst())) }
            guard ShellGrammar.commandNames.contains(name) else {
                throw LearnError.unknownCommand(name, suggestions: Suggestions.closest(to: name, in: ShellGrammar.suggestible))
            }
            let command = try ShellGrammar.parseAsRoot(words)
            guard let runnable = command as? any SessionCommand else { return ExitStatus.ok }
            try runnable.execute(in: session)
            return ExitStatus.ok
        } catch let problem as ShellWords.Problem {
            switch problem {
            case .unterminatedQuote(let quote): return report(LearnError.unclosedQuote(quote))
            }
        } catch {
            return report(error, command: try? ShellWords.split(typed: line).first)
        }
    }

    private func report(_ error: any Error, command: String? = nil) -> Int32 {
        let report = ErrorReport(error, in: .shell, command: command, language: session.language, columns: session.render.width)
        report.print(to: session.console)
        return report.status
    }

    /// `help`: the commands; `help COMMAND`: that command's usage and options.
    private func help(_ words: [String]) -> Int32 {
        guard let name = words.first else {
            session.page(ShellHelp.overview(width: session.render.width, language: session.language).components(separatedBy: "\n"))
            return ExitStatus.ok
        }
        guard
            let type = ShellGrammar.configuration.subcommands.first(where: {
                $0.configuration.commandName == name || $0.configuration.aliases.contains(name)
            })
        else {
            return report(LearnError.unknownCommand(name, suggestions: Suggestions.closest(to: name, in: ShellGrammar.suggestible)))
        }
        session.console.line(CommandHelp.message(ShellGrammar.self, for: type, language: session.language, columns: session.render.width))
        return ExitStatus.ok
    }

    /// Adds a typed line to the history and saves it at once, merged with the file, atomically.
    private func remember(_ line: String, in editor: LineEditor) {
        guard !line.trimmingCharacters(in: .whitespaces).isEmpty, session.history.last != line else { return }
        session.history.append(line)
        editor.addHistory(line)
        guard let store = historyStore else { return }
        // Added to the file as it is now: another shell's lines since this one started are kept.
        do { session.history = try store.append(line) } catch {
            if !historyWarned { session.console.error(Self.words(error, in: session.language)) }
            historyWarned = true
            if session.history.count > store.limit { session.history.removeFirst(session.history.count - store.limit) }
        }
    }
}

extension Shell {
    /// An error the shell says and goes on from (the history not saved), in `language`.
    static func words(_ error: any Error, in language: Language) -> String {
        guard let history = error as? HistoryError else { return "\(error)" }
        return Catalogue(language)(.historyNotSaved, history.problem.message(language))
    }
}
