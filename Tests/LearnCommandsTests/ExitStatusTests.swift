import LearnDemos
import LearnTestSupport
import Testing

@testable import LearnCommands

@Suite struct ExitStatusTests {
    /// `--version` prints and succeeds; an unknown command is a usage error with a suggestion:
    /// the status and the whole of both outputs.
    @Test(
        arguments: [
            (["--version"], 0, "learn \(LearnCommand.version)\n", ""),
            (["lsit"], 64, "", "learn: unknown command `lsit`; did you mean `list`?\n"),
        ] as [([String], Int32, String, String)])
    func versionAndAnUnknownCommand(_ arguments: [String], _ status: Int32, _ out: String, _ err: String) {
        let capture = Capture()
        #expect(LearnMain.main(arguments, console: capture.console) == status)
        #expect(capture.out == out)
        #expect(capture.err == err)
    }

    @Test func helpGoesToStandardOutputAndNamesTheExitCodes() {
        let capture = Capture()
        #expect(LearnMain.main(["--help"], console: capture.console) == 0)
        #expect(capture.out.contains("EXIT CODES"))
        #expect(capture.out.contains("64   usage error"))
    }

    @Test func everyCommandHasHelp() {
        for name in ["list", "run", "show", "check", "progress"] {
            let capture = Capture()
            #expect(LearnMain.main([name, "--help"], console: capture.console) == 0)
            #expect(capture.out.contains("USAGE: learn \(name)"))
        }
    }

    @Test func anUnknownFlagIsAUsageError() {
        let capture = Capture()
        #expect(LearnMain.main(["list", "--colour"], console: capture.console) == 64)
        #expect(capture.err.contains("--colour"))
    }

    @Test func aMissingLessonIsAUsageError() {
        let capture = Capture()
        #expect(LearnMain.main(["run"], console: capture.console) == 64)
        #expect(LearnMain.main(["show"], console: capture.console) == 64)
    }

    @Test func errorsMapToTheDocumentedCodes() {
        #expect(LearnError.unknownLesson("x", suggestions: []).exitStatus == 64)
        #expect(LearnError.unknownCommand("x", suggestions: []).exitStatus == 64)
        #expect(LearnError.unknownVariant("x", lesson: "l", variants: []).exitStatus == 64)
        #expect(LearnError.badParameter(.notAnAssignment("x")).exitStatus == 64)
        #expect(LearnError.lessonCannotGoOn("x").exitStatus == 64)
        #expect(LearnError.checksFailed(lesson: "l", command: "learn run l").exitStatus == 1)
        #expect(LearnError.problemsFound(2).exitStatus == 1)
        #expect(LearnError.interrupted.exitStatus == 130)
    }

    @Test func badAssignmentsSayHowToWriteThem() {
        #expect(throws: LearnError.badParameter(.notAnAssignment("iterations"))) { try Assignment(parsing: "iterations") }
        #expect(throws: LearnError.badParameter(.notAnAssignment("=3"))) { try Assignment(parsing: "=3") }
        #expect(throws: LearnError.badParameter(.unknownName("nope", scope: "any demo", known: []))) {
            try Assignment(parsing: "nope=3", parameters: [])
        }
    }
}
