import LearnDemos
import LearnTestSupport
import LearnTrace
import Testing

@testable import LearnCommands
@testable import LearnShell

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
        #expect(candidates("trace ") == ["log", "lanes", "summary", "output", "tasks", "task-lanes", "tsan"])
        #expect(candidates("trace l") == ["log", "lanes"])
        #expect(candidates("trace log ").isEmpty)
    }

    @Test func theViewHelpNamesEveryView() {
        let help = OutputOptions.helpMessage(columns: 400)
        for view in TraceView.allCases { #expect(help.contains(view.rawValue), "--view's help leaves out \(view.rawValue)") }
    }

    @Test func parameterNamesFromTheOpenLesson() {
        let session = Capture().session(interactive: true)
        session.openPlayer = ScriptedPlayer(stops: [])
        #expect(candidates("set ", session) == ["iterations=", "readers=", "view=", "lang="])
        #expect(candidates("set it", session) == ["iterations="])
        #expect(candidates("run barrier --set r", session) == ["readers="])
    }

    @Test func theOpenLessonsParametersFirstThenEveryDemos() {
        let session = Capture().session(interactive: true)
        session.openPlayer = ScriptedPlayer(stops: [])
        // `w` starts none of the lesson's names: every demo's that start with it
        #expect(candidates("set w", session) == ["watch=", "window=", "work=", "write_time=", "writers=", "writes="])
        #expect(candidates("set read", session) == ["readers="])
        // with no lesson open, every demo's
        #expect(candidates("set read") == ["read_time=", "readers=", "reads="])
        #expect(candidates("set ").count == Assignment.names().count + 2)
    }

    @Test func setLangCompletesTheLanguages() {
        #expect(candidates("set la") == ["lang="])
        #expect(candidates("set lang=") == ["lang=en", "lang=ko"])
        #expect(candidates("set lang=k") == ["lang=ko"])
        // a demo's parameter, not a setting: `--set` does not take it
        #expect(!candidates("run barrier --set ").contains("lang="))
        #expect(candidates("run barrier --set lang=").isEmpty)
    }

    @Test func parameterValuesThatCanBeListed() {
        #expect(candidates("set traced=") == ["traced=true", "traced=false"])
        #expect(candidates("set view=l") == ["view=log", "view=lanes"])
        #expect(candidates("set readers=").isEmpty)
    }

    @Test func demoIds() {
        #expect(candidates("demos ") == DemoCatalog.all.map(\.id))
        #expect(candidates("demos barrier") == ["barrier-array"])
        #expect(candidates("demos barrier-array ").isEmpty)
        #expect(candidates("demos barrier-array --r") == ["--regions"])
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
