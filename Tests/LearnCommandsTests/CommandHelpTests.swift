import ArgumentParser
import Foundation
import LearnLanguage
import LearnTestSupport
import LearnTrace
import Testing

@testable import LearnCommands

/// Help in Korean: ArgumentParser lays out the same usage and options, the commands' words come
/// from the Korean help table, and every line fits the width in display columns.
@Suite struct CommandHelpTests {
    /// Every command learn has: the root, the shared ones and the shell's own.
    static let commands: [any ParsableCommand.Type] =
        [LearnCommand.self] + LearnCommand.oneShot + LearnCommand.commandLineOnly + ShellGrammar.shellOnly

    /// The usage (after its title, spaces made one) and the flags that start option rows.
    static func options(_ text: String) -> (usage: String, flags: [String]) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = lines.firstIndex { $0.hasPrefix("USAGE: ") || $0.hasPrefix("사용법: ") } ?? lines.endIndex
        let usage = lines[start...].prefix { !$0.isEmpty }.joined(separator: " ")
        let flags = lines.filter { $0.hasPrefix("  -") }.map { String($0.dropFirst(2).prefix { $0 != " " }) }
        return (String(usage.drop { $0 != " " }).split(separator: " ").joined(separator: " "), flags)
    }

    @Test("every command's abstract and discussion has Korean")
    func everyCommandHasKorean() {
        for type in Self.commands {
            let configuration = type.configuration
            let name = configuration.commandName ?? "learn"
            #expect(CommandHelp.translations(.ko)[configuration.abstract] != nil, "\(name): abstract")
            if !configuration.discussion.isEmpty {
                #expect(CommandHelp.translations(.ko)[configuration.discussion] != nil, "\(name): discussion")
            }
        }
    }

    @Test("every option's and argument's help has Korean")
    func everyOptionHasKorean() {
        let names = "\(TraceShown.names.joined(separator: ", "))."  // `trace`'s argument: only names
        for type in Self.commands {
            let root: any ParsableCommand.Type = ShellGrammar.shellOnly.contains { $0 == type } ? ShellGrammar.self : LearnCommand.self
            let lines = CommandHelp.message(root, for: type, language: .ko, columns: 100_000).split(separator: "\n").map(String.init)
            for (i, line) in lines.enumerated() where line.hasPrefix("  -") || line.hasPrefix("  <") {
                let row = line.dropFirst(2)
                let text = row.range(of: "  ").map { String(row[$0.upperBound...]) } ?? (i + 1 < lines.count ? lines[i + 1] : "")
                let words = text.trimmingCharacters(in: .whitespaces)
                let korean = words.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
                #expect(korean || words.hasPrefix(names + " (값: "), "\(type.configuration.commandName ?? "learn"): \(line)")
            }
        }
    }

    @Test("learn --lang ko --help and learn --lang ko verify --help: Korean, with the same options")
    func commandLine() {
        for (args, type) in [
            (["--lang", "ko", "--help"], LearnCommand.self as any ParsableCommand.Type),
            (["--lang", "ko", "verify", "--help"], VerifyCommand.self), (["--lang=ko", "help", "run"], RunCommand.self),
        ] {
            let capture = Capture()
            #expect(LearnMain.main(args, console: capture.console) == 0, "\(args)")
            let korean = capture.out
            let english = LearnCommand.helpMessage(for: type, columns: 80)
            #expect(korean.contains("개요: ") && korean.contains("사용법: learn") && korean.contains("옵션:"), "\(args)")
            #expect(korean.contains(CommandHelp.translations(.ko)[type.configuration.abstract]?.prefix(8) ?? "-"), "\(args)")
            #expect(!korean.contains("OVERVIEW:") && !korean.contains(type.configuration.abstract))
            #expect(Self.options(korean).usage == Self.options(english).usage, "\(args)")
            #expect(Self.options(korean).flags == Self.options(english).flags && !Self.options(english).flags.isEmpty, "\(args)")
        }
        let capture = Capture()
        #expect(LearnMain.main(["--lang", "en", "verify", "--help"], console: capture.console) == 0)
        #expect(capture.out.contains("OVERVIEW: ") && capture.err.isEmpty)
    }

    @Test("every command's help fits 60, 80 and 100 columns, in Korean and in English", arguments: [60, 80, 100], Language.allCases)
    func fits(_ width: Int, _ language: Language) {
        for type in Self.commands {
            let root: any ParsableCommand.Type = ShellGrammar.shellOnly.contains { $0 == type } ? ShellGrammar.self : LearnCommand.self
            let text = CommandHelp.message(root, for: type, language: language, columns: width)
            // a word longer than the width (a path, the usage's longest bracket) may stand alone
            let wide = text.split(separator: "\n").filter {
                TerminalLines.columns(String($0)) > width && $0.split(separator: " ").count > 1
            }
            #expect(wide.isEmpty, "\(type.configuration.commandName ?? "learn") at \(width):\n\(wide.joined(separator: "\n"))")
        }
    }

    @Test("the shell's help lists the commands in Korean")
    func shell() {
        let capture = Capture()
        let shell = capture.shell(in: .ko)
        #expect(shell.execute("help") == 0)
        #expect(capture.out.contains("명령 (옵션은 `help COMMAND`로 볼 수 있습니다):"))
        #expect(capture.out.contains("멈춘 레슨을 이어 갑니다"))
        #expect(shell.execute("help again") == 0)
        #expect(capture.out.contains("개요: 마지막 데모를"))
    }

    @Test("help for no command, or for one of the shell's alone, is a usage error that says which")
    func helpForNoCommand() {
        for (args, said) in [
            (["help", "nosuch"], "learn: unknown command `nosuch`; `learn help` lists the commands\n"),
            (["help", "verfy"], "learn: unknown command `verfy`; did you mean `verify`?\n"),
            (["nosuch", "--help"], "learn: unknown command `nosuch`; `learn help` lists the commands\n"),
            (["help", "trace"], "learn: `trace` is a command of the shell: type it at the `learn>` prompt\n"),
            (["again"], "learn: `again` is a command of the shell: type it at the `learn>` prompt\n"),
            (["--lang", "ko", "help", "trace"], "learn: `trace`은(는) 셸의 명령입니다: `learn>` 프롬프트에서 입력하세요\n"),
        ] {
            let capture = Capture()
            #expect(LearnMain.main(args, console: capture.console) == 64, "\(args)")
            #expect(capture.err == said && capture.out.isEmpty, "\(args): \(capture.err)")
        }
        let capture = Capture()
        #expect(LearnMain.main(["help", "help"], console: capture.console) == 0)
        #expect(capture.out.hasPrefix("OVERVIEW: A concurrency lab"))
    }

    @Test("a line that does not ask for help is not taken for one")
    func requested() {
        #expect(CommandHelp.requested(in: ["run", "race"]) == nil)
        #expect(CommandHelp.requested(in: ["--lang", "ko", "list"]) == nil)
        #expect(CommandHelp.requested(in: ["--lang", "help"]) == nil, "help as --lang's value")
        #expect(CommandHelp.requested(in: ["help", "nosuch"]) == nil, "ArgumentParser says what is wrong")
        #expect(CommandHelp.requested(in: ["-h"]) == LearnCommand.self)
        #expect(CommandHelp.requested(in: ["run", "race", "--help"]) == RunCommand.self)
    }
}
