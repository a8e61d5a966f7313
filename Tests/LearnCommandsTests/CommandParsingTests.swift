import ArgumentParser
import LearnTestSupport
import Testing

@testable import LearnCommands

@Suite struct CommandParsingTests {
    @Test func runTakesEveryFlag() throws {
        let parsed = try LearnCommand.parseAsRoot([
            "run", "barrier", "--variant", "unsafe", "--set", "iterations=10", "--set", "readers=4",
            "--seed", "7", "--pace", "0.5", "--step", "--json", "--trace-out", "t.json", "--no-color", "--lessons", "mine",
        ])
        let run = try #require(parsed as? RunCommand)
        #expect(run.lesson == "barrier")
        #expect(run.variant == "unsafe")
        #expect(run.assignments == ["iterations=10", "readers=4"])
        #expect(run.seed == 7)
        #expect(run.pace == 0.5)
        #expect(run.step && run.json)
        #expect(run.traceOut == "t.json")
        #expect(run.global.noColor)
        #expect(run.global.lessons == ["mine"])
    }

    @Test func runDefaults() throws {
        let run = try #require(try LearnCommand.parseAsRoot(["run", "barrier"]) as? RunCommand)
        #expect(run.variant == nil && run.assignments.isEmpty && run.seed == nil)
        #expect(run.pace == 1 && !run.step && !run.json && run.traceOut == nil)
    }

    @Test(arguments: ["0", "-1", "1000", "nan"])
    func runRejectsABadPace(_ pace: String) {
        #expect(throws: (any Error).self) { try LearnCommand.parseAsRoot(["run", "barrier", "--pace", pace]) }
        let capture = Capture()
        #expect(LearnMain.main(["run", "barrier", "--pace", pace], console: capture.console) == 64)
    }

    @Test func otherCommandsParse() throws {
        #expect(try LearnCommand.parseAsRoot(["list"]) is ListCommand)
        #expect(try (LearnCommand.parseAsRoot(["show", "barrier"]) as? ShowCommand)?.lesson == "barrier")
        #expect(try (LearnCommand.parseAsRoot(["check", "a.md", "dir"]) as? CheckCommand)?.paths == ["a.md", "dir"])
        #expect(try (LearnCommand.parseAsRoot(["check"]) as? CheckCommand)?.paths == [])
        #expect(try LearnCommand.parseAsRoot(["progress"]) is ProgressCommand)
        #expect(
            try (LearnCommand.parseAsRoot(["list", "--lessons", "a", "--lessons", "b"]) as? ListCommand)?.global.lessons == ["a", "b"])
    }

    @Test func lessonFoldersBeforeTheCommandReachIt() throws {
        let list = try #require(try LearnCommand.parseAsRoot(["--lessons", "a", "list"]) as? ListCommand)
        #expect(list.global.lessons == ["a"])
    }

    @Test func noCommandIsTheShell() throws {
        let root = try #require(try LearnCommand.parseAsRoot(["--lessons", "mine"]) as? LearnCommand)
        #expect(root.global.lessons == ["mine"])
    }

    @Test func shellOnlyCommandsParseInTheShellGrammar() throws {
        #expect(try ShellGrammar.parseAsRoot(["next"]) is NextCommand)
        #expect(try ShellGrammar.parseAsRoot(["again"]) is AgainCommand)
        #expect(try (ShellGrammar.parseAsRoot(["trace"]) as? TraceCommand)?.view == .view(.lanes))
        #expect(try (ShellGrammar.parseAsRoot(["trace", "log"]) as? TraceCommand)?.view == .view(.log))
        #expect(try (ShellGrammar.parseAsRoot(["set", "a=1", "b=2"]) as? SetCommand)?.assignments == ["a=1", "b=2"])
        #expect(try (ShellGrammar.parseAsRoot(["unset"]) as? UnsetCommand)?.names == [])
        #expect(try ShellGrammar.parseAsRoot(["history"]) is HistoryCommand)
        #expect(try ShellGrammar.parseAsRoot(["quit"]) is QuitCommand)
        #expect(try ShellGrammar.parseAsRoot(["exit"]) is QuitCommand)
        #expect(try (ShellGrammar.parseAsRoot(["run", "barrier", "--variant", "serial"]) as? RunCommand)?.variant == "serial")
        #expect(throws: (any Error).self) { try ShellGrammar.parseAsRoot(["trace", "pie"]) }
    }

    @Test func shellOnlyCommandsAreNotOnTheCommandLine() {
        let capture = Capture()
        #expect(LearnMain.main(["next"], console: capture.console) == 64)
        #expect(capture.err == "learn: `next` is a command of the shell: type it at the `learn>` prompt\n")
        #expect(LearnMain.main(["exit"], console: capture.console) == 64)
        #expect(capture.err.hasSuffix("learn: `exit` is a command of the shell: type it at the `learn>` prompt\n"))
    }

    @Test func commandNamesListEveryCommandOnce() {
        #expect(
            ShellGrammar.commandNames == [
                "again", "check", "clear", "demos", "edit", "exercise", "exit", "explore", "help", "hint", "history", "list", "next",
                "play", "progress", "q", "quit", "run", "schedule", "set", "show", "solution", "trace", "unset", "verify",
            ])
    }
}
