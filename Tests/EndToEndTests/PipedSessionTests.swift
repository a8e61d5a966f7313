import Foundation
import Testing

/// `learn < commands.txt`: each line runs as a shell command, without prompts.
@Suite struct PipedSessionTests {
    let learn = LearnBinary.built

    @Test func aScriptRunsEveryLineWithoutPromptNoise() throws {
        let home = TemporaryHome()
        let r = try learn.run([], input: "help\nset\nhistory\n", home: home)
        #expect(r.status == 0)
        #expect(r.err == "")
        #expect(r.out.hasPrefix("Commands (`help COMMAND` for its options):\n"))
        #expect(r.out.hasSuffix("no parameters set; try `set NAME=VALUE` (Tab lists names)\n"))
        #expect(!r.out.contains("learn>"))
        // A script is not typed: it is not added to the history.
        #expect(!FileManager.default.fileExists(atPath: home.historyFile))
    }

    @Test func theStatusIsTheLastFailureAndTheScriptGoesOn() throws {
        let r = try learn.run([], input: "lsit\nnext\nhelp run\n")
        #expect(r.status == 1)
        #expect(r.err == """
            learn: unknown command `lsit`; did you mean `list`?
            learn: no lesson is paused; start one with `run LESSON`

            """)
        #expect(r.out.contains("USAGE: learn run "))
    }

    @Test func quitEndsTheScript() throws {
        let r = try learn.run([], input: "quit\nlsit\n")
        #expect(r.status == 0)
        #expect(r.err == "")
    }

    @Test(.enabled(if: LearnBinary.engineIsReal, "needs the lesson engine (issue 4)"))
    func aScriptRunsALessonAndDrawsItsTrace() throws {
        let r = try learn.run(["--lessons", LearnBinary.fixtureLessons],
                              input: "run hello --pace 0.01\ntrace summary\nrun helo\n")
        #expect(r.status == 64)
        #expect(r.out.contains("The demo recorded 1 mark."))
        // The lesson draws a summary, and `trace summary` draws it again.
        #expect(r.out.components(separatedBy: "arallelism").count >= 3)
        #expect(r.err == "learn: no lesson `helo`; did you mean `hello`?\n")
    }
}
