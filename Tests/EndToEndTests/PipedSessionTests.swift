import Foundation
import LearnTestSupport
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
        #expect(
            r.err == """
                learn: unknown command `lsit`; did you mean `list`?
                learn: no lesson is paused; start one with `run LESSON`

                """)
        #expect(r.out.contains("USAGE: learn run "))
    }

    /// The shell says the parser's errors in its own words: no `Usage: learn …`, no `Error: The value …`.
    @Test func parserErrorsAreSaidInTheShellsWords() throws {
        let r = try learn.shell([
            "trace foo", "run hello --pace -1", "run hello --seed -1", "run", "list --colour", "run hello --trace-out /dev/full",
        ])
        #expect(r.status == 64)
        #expect(
            r.errSaid == """
                learn: `trace` does not take `foo`; `help trace` shows how to write it
                learn: `--pace` takes a number greater than 0 and at most 100, e.g. 0.5 or 2; not `-1`
                learn: `--seed` takes a whole number from 0 to 18446744073709551615, e.g. 42; not `-1`
                learn: `run` needs a lesson (`LESSON`); `help run` shows how to write it
                learn: `list` has no option `--colour`; `help list` shows how to write it
                learn: --trace-out /dev/full: is a device, not a file; name a file, a new path, a FIFO or a terminal

                """)
        #expect(!r.out.contains("Usage") && !r.out.contains("USAGE"))
    }

    @Test func quitEndsTheScript() throws {
        let r = try learn.run([], input: "quit\nlsit\n")
        #expect(r.status == 0)
        #expect(r.err == "")
    }

    @Test func aScriptRunsALessonAndDrawsItsTrace() throws {
        let r = try learn.shell(["run hello --pace 0.01", "trace summary", "run helo"])
        #expect(r.status == 64)
        #expect(r.out.contains("The demo recorded 1 mark."))
        // The lesson draws a summary, and `trace summary` draws it again.
        #expect(r.out.components(separatedBy: "arallelism").count >= 3)
        #expect(r.err == "learn: no lesson `helo`; did you mean `hello`?\n")
    }
}
