import ArgumentParser
import Foundation
import LearnDemoProcess
import LearnLanguage
import LearnRunner
import LearnSystem
import LearnTrace

/// Entry point of the `learn` executable: the hidden demo child, then the command line.
package enum LearnMain {
    package static func run() -> Never {
        let args = Array(CommandLine.arguments.dropFirst())
        // The demo child starts before anything else is parsed or loaded: spawning must be cheap.
        if args.first == "__demo" {
            DemoChild.main(Array(args.dropFirst()))
        }
        // Before any thread allocates: learn's memory is what its data needs, not each thread's peak.
        ThisProcess.oneMallocArena()
        // Before any process is started: none of them may stop learn, or attach to it.
        SignalGuard.install()
        exit(main(args, console: .standard()))
    }

    /// Parses and runs one command line; returns the exit status. Errors are rendered here.
    package static func main(_ args: [String], console: Console) -> Int32 {
        defer { SignalNotes.tell(on: console, language: language(of: args), width: RenderOptions.forStandardOutput(noColor: true).width) }
        do {
            if let unknown = unknownCommand(in: args) { throw notACommand(unknown) }
            // Help is rendered here in either language (ArgumentParser's is English, its usage
            // one long line): the same options, wrapped to the terminal.
            if let topic = CommandHelp.topic(in: args) {
                var type: any ParsableCommand.Type = LearnCommand.self
                if case .named(let name) = topic {
                    guard let named = CommandHelp.command(named: name) else { throw notACommand(name) }
                    type = named
                }
                let language = language(of: args)
                let columns = RenderOptions.forStandardOutput(noColor: true).width
                console.line(CommandHelp.message(LearnCommand.self, for: type, language: language, columns: columns))
                return ExitStatus.ok
            }
            var command = try LearnCommand.parseAsRoot(args)
            try command.run()
            return ExitStatus.ok
        } catch {
            let language = language(of: args)
            let columns = language == .en ? 80 : RenderOptions.forStandardOutput(noColor: true).width
            let report = ErrorReport(error, language: language, columns: columns)
            report.print(to: console)
            return report.status
        }
    }

    /// The language of a command line's error: its `--lang` (`--lang ko`, `--lang=ko`) when
    /// it names one, else the environment's. The line may not have parsed: its words are read.
    static func language(of args: [String]) -> Language {
        var flag: Language?
        for (i, word) in args.enumerated() {
            if word == "--lang", i + 1 < args.count { flag = Language(code: args[i + 1]) ?? flag }
            if word.hasPrefix("--lang=") { flag = Language(code: String(word.dropFirst("--lang=".count))) ?? flag }
        }
        return Language.resolve(flag: flag, environment: ProcessInfo.processInfo.environment)
    }

    /// The error for `word` where a command's name should be: a command of the shell alone
    /// (`trace`, `again`) is said to be one; anything else gets the closest names.
    static func notACommand(_ word: String) -> LearnError {
        let shellOnly = ShellGrammar.shellOnly.flatMap { [$0.configuration.commandName] + $0.configuration.aliases }
        if shellOnly.contains(word) { return .shellOnlyCommand(word) }
        let names = (LearnCommand.oneShot + LearnCommand.commandLineOnly).compactMap { $0.configuration.commandName } + ["help"]
        return .unknownCommand(word, suggestions: Suggestions.closest(to: word, in: names))
    }

    /// The first word that should name a command but names none (`learn lsit`).
    static func unknownCommand(in args: [String]) -> String? {
        let names = Set((LearnCommand.oneShot + LearnCommand.commandLineOnly).compactMap { $0.configuration.commandName } + ["help"])
        var i = 0
        while i < args.count {
            let word = args[i]
            if word.hasPrefix("---") { return nil }  // ArgumentParser's completion callback
            if word == "--lessons" || word == "--lang" || word == "--generate-completion-script" {
                i += 2
                continue
            }
            if word.hasPrefix("-") {
                i += 1
                continue
            }
            return names.contains(word) ? nil : word
        }
        return nil
    }
}
