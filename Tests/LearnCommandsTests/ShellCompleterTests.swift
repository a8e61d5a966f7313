@testable import LearnShell
import Testing
@testable import LearnCommands

@Suite struct ShellCompleterTests {
    func candidates(_ text: String, _ session: Session = Capture().session(interactive: true)) -> [String] {
        ShellCompleter(session: session).candidates(before: text)
    }

    @Test func commandNames() {
        #expect(candidates("") == ShellGrammar.commandNames)
        #expect(candidates("r") == ["run"])
        #expect(candidates("s") == ["schedule", "set", "show", "solution"])
        #expect(candidates("he") == ["help"])
        #expect(candidates("help ") == ShellGrammar.commandNames)
    }

    @Test func runFlags() {
        #expect(candidates("run barrier --v") == ["--variant", "--view"])
        #expect(candidates("run --s") == ["--schedule", "--seed", "--set", "--step"])
    }

    @Test func traceViews() {
        #expect(candidates("trace ") == ["log", "lanes", "summary", "output", "tsan"])
        #expect(candidates("trace l") == ["log", "lanes"])
        #expect(candidates("trace log ").isEmpty)
    }

    @Test func parameterNamesFromTheOpenLesson() {
        let session = Capture().session(interactive: true)
        session.openPlayer = ScriptedPlayer(stops: [])
        #expect(candidates("set ", session) == ["iterations=", "readers="])
        #expect(candidates("set it", session) == ["iterations="])
        #expect(candidates("run barrier --set r", session) == ["readers="])
    }

    @Test func unsetOffersWhatIsSet() {
        let session = Capture().session(interactive: true)
        session.overrides = ["iterations": "3"]
        #expect(candidates("unset ", session) == ["iterations"])
    }

    @Test func nothingAfterTheLessonId() {
        #expect(candidates("run barrier ").isEmpty)
        #expect(candidates("list ").isEmpty)
    }

    @Test func commonPrefix() {
        #expect(LineEditor.commonPrefix(["--seed", "--set", "--step"]) == "--s")
    }
}
