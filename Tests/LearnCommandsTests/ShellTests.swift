import LearnTestSupport
import Testing

@testable import LearnCommands

@Suite struct ShellTests {
    func shell(_ capture: Capture, interactive: Bool = false) -> Shell {
        Shell(session: capture.session(interactive: interactive), historyStore: nil)
    }

    @Test func aScriptRunsEveryLineAndExitsWithTheLastFailure() {
        let capture = Capture()
        let lines = ["help", "lsit", "", "set", "history"]
        let status = shell(capture).runScript(AnyIterator(lines.makeIterator()))
        #expect(status == 64)
        #expect(capture.out.hasPrefix("Commands (`help COMMAND` for its options):\n"))
        #expect(capture.err == "learn: unknown command `lsit`; did you mean `list`?\n")
    }

    @Test func quitStopsAScript() {
        let capture = Capture()
        let status = shell(capture).runScript(AnyIterator(["quit", "lsit"].makeIterator()))
        #expect(status == 0)
        #expect(capture.err.isEmpty)
    }

    @Test func exitIsQuit() {
        let capture = Capture()
        let shell = shell(capture)
        shell.execute("exit")
        #expect(shell.session.quitRequested)
    }

    @Test func anOpenQuoteIsReported() {
        let capture = Capture()
        #expect(shell(capture).execute("show 'barrier") == 64)
        #expect(capture.err == "learn: missing closing ': add it at the end of the line\n")
    }

    @Test func helpForACommandShowsItsOptions() {
        let capture = Capture()
        #expect(shell(capture).execute("help run") == 0)
        #expect(capture.out.contains("--variant <variant>"))
        #expect(shell(capture).execute("run --help") == 0)
        #expect(shell(capture).execute("help nope") == 64)
    }

    @Test func setAndUnsetKeepSessionDefaults() throws {
        let capture = Capture()
        let shell = shell(capture)
        shell.session.overrides = ["iterations": "10", "readers": "2"]
        #expect(shell.execute("set") == 0)
        #expect(capture.out == "iterations=10\nreaders=2\n")
        #expect(shell.execute("unset readers") == 0)
        #expect(shell.session.overrides == ["iterations": "10"])
        #expect(shell.execute("unset readers") == 1)
        #expect(shell.execute("unset") == 0)
        #expect(shell.session.overrides.isEmpty)
        #expect(shell.execute("set nope=1") == 64)
    }

    @Test func setAloneListsTheOpenLessonsParametersWithTheirUnits() {
        let capture = Capture()
        let shell = shell(capture, interactive: true)
        shell.session.openPlayer = ScriptedPlayer(demo: "barrier-array", stops: [])
        #expect(shell.execute("set readers=4") == 0)
        #expect(shell.execute("set") == 0)
        #expect(capture.out.hasPrefix("`barrier-array` (lesson barrier) takes:\n"))
        #expect(capture.out.contains("  readers     threads reading — default 3, 1…6 threads; set to 4\n"))
        #expect(
            capture.out.contains("  read_time   how long each read takes (scaled by pace) — default 0.25, 0.0…2.0\n              seconds\n")
        )
    }

    @Test func setViewChoosesTheViews() {
        let capture = Capture()
        let shell = shell(capture)
        #expect(shell.execute("set view=lanes,summary") == 0)
        #expect(shell.session.views?.ordered == [.lanes, .summary])
        #expect(shell.execute("set view=nope") != 0)
        #expect(capture.err.contains("`view` takes views separated by commas"))
    }

    @Test func enterAtAPauseGoesOn() {
        let capture = Capture()
        let shell = shell(capture, interactive: true)
        let player = ScriptedPlayer(stops: [.finished(passed: true)])
        shell.session.openPlayer = player
        #expect(shell.execute("   ") == 0)
        #expect(player.calls == ["advance"])
        #expect(shell.session.openPlayer == nil)
    }

    @Test func historyIsNumbered() {
        let capture = Capture()
        let shell = shell(capture)
        shell.session.history = (1...10).map { "line \($0)" }
        shell.execute("history")
        #expect(capture.out.hasPrefix(" 1  line 1\n"))
        #expect(capture.out.hasSuffix("10  line 10\n"))
    }
}
