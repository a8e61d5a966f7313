import Foundation
import LearnTestSupport
import Testing

/// The shell in a real terminal (tmux): completion, history, Ctrl-C, Ctrl-D.
@Suite(.tags(.tmux), .slow, .needsTmux)
struct InteractiveShellTests {
    @Test func tabCompletesCommandsAndListsCandidates() throws {
        let term = Terminal()
        try term.startAtPrompt()
        try term.send("he", "Tab", "X")
        // One match: completed, with a space after it.
        #expect(try term.waitFor("learn> help X").contains("learn> help X"))
        try term.send("C-u", "s", "Tab", "Tab")
        // Two candidates start with `s`: the second Tab lists them.
        let screen = try term.waitFor { $0.contains("set") && $0.contains("show") }
        #expect(screen.contains("set") && screen.contains("show"))
        try term.send("C-u", "trace l", "Tab", "Tab")
        #expect(try term.waitFor { $0.contains("lanes") && $0.contains("log") }.contains("lanes"))
        // `name=value` is one word: its value completes in place, the name not written twice.
        try term.send("C-u", "set view=la", "Tab", "X")
        #expect(try term.waitFor("learn> set view=lanes X").contains("learn> set view=lanes X"))
        try term.send("C-u", "set lang=k", "Tab", "X")
        #expect(try term.waitFor("learn> set lang=ko X").contains("learn> set lang=ko X"))
        try term.send("C-u", "C-d")
        #expect(try term.waitFor("EXIT=").contains("EXIT=0"))
    }

    /// `list` and `help` are taller than a 24-row screen: the shell shows a screen at a time,
    /// Enter the next, `q` stops; nothing scrolls past unread (issue 39, item 5).
    @Test func listAndHelpPageOnAShortScreen() throws {
        let term = Terminal()
        try term.startAtPrompt(columns: 80, rows: 24)
        try term.send("list", "Enter")
        let first = try term.waitFor { Terminal.lines($0).last?.hasPrefix("-- 23 of ") == true }
        #expect(first.contains("threads") && !first.contains("actors "), "the first screen only:\n\(first)")
        try term.send("Enter")
        let rest = try term.waitFor { Terminal.lines($0).last == "learn>" }
        #expect(rest.contains("actors"), "\(rest)")
        try term.send("help", "Enter")
        try term.waitFor { Terminal.lines($0).last?.hasPrefix("-- 23 of ") == true }
        try term.send("q", "Enter")
        #expect(try term.waitFor { Terminal.lines($0).last == "learn>" }.contains("learn>"))
        try term.send("C-d")
        #expect(try term.waitFor("EXIT=").contains("EXIT=0"))
    }

    @Test func tabOffersDemoIdsAndTheOpenLessonsParameters() throws {
        let term = Terminal()
        try term.start()
        try term.waitForPrompt()
        try term.send("demos barr", "Tab", "X")
        #expect(try term.waitFor("learn> demos barrier-array X").contains("demos barrier-array X"))
        try term.send("C-u", "run barrier --variant barrier --pace 0.01", "Enter")
        try term.waitFor("your prediction")
        try term.send("2", "Enter")
        try term.waitFor { Terminal.lines($0).last == "learn:barrier>" }
        try term.send("set ", "Tab", "Tab")
        // the lesson's demos' parameters, and no other demo's
        let screen = try term.waitFor { $0.contains("write_time=") && $0.contains("view=") }
        #expect(screen.contains("readers=") && screen.contains("ops="))
        #expect(!screen.contains("complete_after="))
        try term.send("C-u", "quit", "Enter")
        #expect(try term.waitFor("EXIT=").contains("EXIT=0"))
    }

    @Test func ctrlCClearsTheLineAndTheShellGoesOn() throws {
        let term = Terminal()
        try term.startAtPrompt()
        try term.send("lsit this line")
        try term.waitFor("learn> lsit this line")
        try term.send("C-c")
        try term.waitFor("^C")
        try term.send("set", "Enter")
        let screen = try term.waitFor("no parameters set")
        #expect(!screen.contains("unknown command"))
        #expect(screen.contains("learn> lsit this line^C"))
        try term.send("quit", "Enter")
        #expect(try term.waitFor("EXIT=").contains("EXIT=0"))
    }

    @Test func historySurvivesARestartAndIsPrivate() throws {
        let term = Terminal()
        try term.startAtPrompt()
        try term.send("set", "Enter")
        try term.waitFor("no parameters set")
        try term.waitForPrompt()
        try term.send("C-d")
        try term.waitFor("EXIT=0")

        let attributes = try FileManager.default.attributesOfItem(atPath: term.home.historyFile)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        #expect(try String(contentsOfFile: term.home.historyFile, encoding: .utf8) == "set\n")

        try term.startAtPrompt()
        try term.send("Up")
        let screen = try term.waitFor { Terminal.lines($0).last == "learn> set" }
        #expect(Terminal.lines(screen).last == "learn> set")
        try term.send("C-u", "C-d")
        try term.waitFor("EXIT=")
    }

    @Test func ctrlDOnAnEmptyLineExitsZero() throws {
        let term = Terminal()
        try term.startAtPrompt()
        try term.endWithCtrlD()
    }

    @Test func lessonIdsCompleteAndThePromptNamesThePausedLesson() throws {
        let term = Terminal()
        try term.startAtPrompt(["--lessons", LearnBinary.fixtureLessons])
        try term.send("run he", "Tab", "--pace 0.01")
        #expect(try term.waitFor("learn> run hello --pace 0.01").contains("learn> run hello --pace 0.01"))
        try term.send("Enter")
        try term.waitFor("your prediction (1-2, Enter to skip):")
        try term.send("1", "Enter")
        #expect(try term.waitFor("learn:hello>").contains("agrees with this run"))
        try term.send("Enter")
        #expect(try term.waitFor("The demo recorded 1 mark.").contains("The demo recorded 1 mark."))
        try term.waitForPrompt()
        try term.endWithCtrlD()
    }

    /// The semaphore lesson's `await` run waits 3 s for a signal: Ctrl-C while it waits.
    @Test func ctrlCDuringARunStopsItAndReturnsToThePrompt() throws {
        let term = Terminal()
        try term.startAtPrompt()
        try term.send("run semaphore --variant await", "Enter")
        try term.waitFor("your prediction (1-2, Enter to skip):")
        try term.send("1", "Enter")
        try term.waitFor("▶ completable-deferred")
        try term.send("C-c")
        let screen = try term.waitFor { Terminal.lines($0).last == "learn:semaphore>" }
        #expect(Terminal.lines(screen).last == "learn:semaphore>")
        #expect(screen.contains("Stopped (Ctrl-C)"))
        // Stopped before its end: the run's checks were never judged.
        #expect(!screen.contains("job-first"))
        try term.endWithCtrlD()
    }
}
