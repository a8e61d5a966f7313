import ArgumentParser
import LearnTestSupport
import Testing

@testable import LearnCommands

/// The flags the completer offers come from the commands' definitions, and the parser's
/// errors read in the shell's words.
@Suite struct ShellWordsTests {
    @Test func runsFlagsAreReadFromItsDefinition() {
        let flags = CommandFlags(of: RunCommand.self)
        #expect(
            flags.names == [
                "--force", "--html", "--json", "--lang", "--lessons", "--no-color", "--pace", "--present", "--record-gates", "--replay",
                "--schedule", "--seed", "--set", "--step", "--trace-out", "--trust-lessons", "--variant", "--view",
            ])
        #expect(
            flags.takingValue.sorted() == [
                "--html", "--lang", "--lessons", "--pace", "--replay", "--seed", "--set", "--trace-out", "--variant", "--view",
            ])
    }

    @Test func everyShellCommandHasItsFlags() {
        #expect(ShellCompleter.flags.keys.sorted() == ShellGrammar.commandNames.filter { !["help", "exit", "q"].contains($0) })
        #expect(ShellCompleter.flags["show"]?.names == ["--lang", "--lessons", "--no-color", "--trust-lessons"])
        #expect(ShellCompleter.flags["next"]?.names == [])
    }

    @Test func aValueIsNotTakenForTheLesson() {
        let session = Capture().session(interactive: true)
        let completer = ShellCompleter(session: session)
        #expect(completer.candidates(before: "run --seed ").isEmpty)
        #expect(completer.candidates(before: "run --trace-out t.json --pa") == ["--pace"])
        #expect(completer.candidates(before: "show --n") == ["--no-color"])
    }

    @Test func parserErrorsInTheShellsGrammar() {
        func said(_ line: [String]) -> String {
            do {
                _ = try ShellGrammar.parseAsRoot(line)
                return "parsed"
            } catch {
                // as said before it was wrapped under `learn: ` at 80 columns
                return LearnBinary.unwrapped(ErrorReport(error, in: .shell, command: line.first).text)
            }
        }
        #expect(said(["trace", "foo"]) == "learn: `trace` does not take `foo`; `help trace` shows how to write it")
        #expect(said(["run"]) == "learn: `run` needs a lesson (`LESSON`); `help run` shows how to write it")
        #expect(said(["run", "x", "--variant"]) == "learn: `--variant` needs a value; `help run` shows how to write it")
        #expect(said(["list", "--colour"]) == "learn: `list` has no option `--colour`; `help list` shows how to write it")
        #expect(said(["list", "extra"]) == "learn: `list` does not take `extra`; `help list` shows how to write it")
        #expect(
            said(["run", "x", "--pace", "-1"]) == "learn: `--pace` takes a number greater than 0 and at most 100, e.g. 0.5 or 2; not `-1`")
        for line in [["trace", "foo"], ["run"], ["list", "--colour"], ["run", "x", "--seed", "-1"]] {
            #expect(!said(line).contains("Usage") && !said(line).contains("Error:"), "\(line)")
        }
    }

    @Test func theCommandLineKeepsTheParsersUsage() {
        let capture = Capture()
        #expect(LearnMain.main(["run", "x", "--seed", "-1"], console: capture.console) == 64)
        #expect(
            capture.err.hasPrefix(
                "Error: `--seed` takes a whole number from 0 to 18446744073709551615, e.g. 42; not `-1`\nUsage: learn run"))
    }

    @Test func aOneShotFailureNamesACommandLineAndTheShellItsCommand() {
        #expect(
            LearnError.checksFailed(lesson: "barrier", command: "learn run barrier").message
                == "a check in `barrier` did not hold (see ✗ above); run `learn run barrier` again or read the lesson's explanation")
        #expect(
            LearnError.checksFailed(lesson: "barrier", command: "learn run barrier").message(in: .shell)
                == "a check in `barrier` did not hold (see ✗ above); run it `again` or read the lesson's explanation")
    }

    @Test func longTitlesWrapInsteadOfBeingCut() {
        let lines = Text.hanging("✓ id  ", "a title that is far too long to fit in the thirty columns", width: 30)
        #expect(lines.allSatisfy { $0.count <= 30 })
        #expect(
            lines.joined(separator: " ").split(separator: " ").joined(separator: " ")
                == "✓ id a title that is far too long to fit in the thirty columns")
        #expect(!lines.joined().contains("…"))
    }

    /// Issue 39: the shell knows `clear` (nothing when its output is no terminal) and `q`.
    @Test func clearAndQAreCommands() {
        let capture = Capture()
        let session = capture.session()
        let shell = Shell(session: session, historyStore: nil)
        #expect(shell.execute("clear") == 0)
        #expect(capture.out.isEmpty && capture.err.isEmpty)
        #expect(!session.quitRequested)
        #expect(shell.execute("q") == 0)
        #expect(session.quitRequested)
    }
}
