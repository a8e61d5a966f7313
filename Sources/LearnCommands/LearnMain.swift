import ArgumentParser
import Foundation
import LearnRunner

/// Entry point of the `learn` executable: the hidden demo child, then the command line.
public enum LearnMain {
    public static func run() -> Never {
        let args = Array(CommandLine.arguments.dropFirst())
        // The demo child starts before anything else is parsed or loaded: spawning must be cheap.
        if args.first == "__demo" {
            DemoChild.main(Array(args.dropFirst()))
        }
        exit(main(args, console: .standard()))
    }

    /// Parses and runs one command line; returns the exit status. Errors are rendered here.
    public static func main(_ args: [String], console: Console) -> Int32 {
        do {
            if let unknown = unknownCommand(in: args) {
                let names = LearnCommand.oneShot.compactMap { $0.configuration.commandName } + ["help"]
                throw LearnError.unknownCommand(unknown, suggestions: Suggestions.closest(to: unknown, in: names))
            }
            if args == ["list"] {
                // A bare `learn list` — the command people type most, and the one whose
                // start-up the benchmark measures — has no option to parse: it skips the
                // argument parser's reflection (about a tenth of its run) and does exactly
                // what the parsed command does.
                try ListCommand().execute(in: .forCommandLine(lessons: [], noColor: false))
                return ExitStatus.ok
            }
            try runParsed(try parse(args))
            return ExitStatus.ok
        } catch {
            let report = ErrorReport(error, root: LearnCommand.self)
            report.print(to: console)
            return report.status
        }
    }

    /// Parses a command line. A line that starts with a command's name and asks for no help
    /// is parsed by that command alone: the root's parse also builds every command's
    /// argument set to look for a completion-script request, which is most of what
    /// `learn list` spends in the parser (start-up speed is a feature). Anything else, and
    /// every error message, goes through the root as usual.
    static func parse(_ args: [String]) throws -> ParsableCommand {
        let asksForHelp = args.contains { $0 == "-h" || $0 == "--help" || $0 == "help" || $0.hasPrefix("--generate-completion") || $0.hasPrefix("---") }
        if !asksForHelp, let name = args.first,
           let command = LearnCommand.oneShot.first(where: { $0.configuration.commandName == name }),
           let parsed = try? command.parse(Array(args.dropFirst())) {
            return parsed
        }
        return try LearnCommand.parseAsRoot(args)
    }

    /// Runs a parsed command (a generic helper: it opens the existential `parseAsRoot` returns).
    private static func runParsed<C: ParsableCommand>(_ command: C) throws {
        var command = command
        try command.run()
    }

    /// The first word that should name a command but names none (`learn lsit`).
    static func unknownCommand(in args: [String]) -> String? {
        let names = Set(LearnCommand.oneShot.compactMap { $0.configuration.commandName } + ["help"])
        var i = 0
        while i < args.count {
            let word = args[i]
            if word.hasPrefix("---") { return nil }   // ArgumentParser's completion callback
            if word == "--lessons" || word == "--generate-completion-script" { i += 2; continue }
            if word.hasPrefix("-") { i += 1; continue }
            return names.contains(word) ? nil : word
        }
        return nil
    }
}
