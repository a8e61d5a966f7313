import Foundation
import LearnTestSupport
import Testing

/// `learn` run once with arguments: whole outputs and exit codes.
@Suite struct OneShotTests {
    let learn = LearnBinary.built

    /// `--version`, and a command or a lesson that does not exist: the status and the whole of
    /// both outputs.
    @Test(
        arguments: [
            (["--version"], 0, "learn 0.1.0\n", ""),
            (["lsit"], 64, "", "learn: unknown command `lsit`; did you mean `list`?\n"),
            (["run", "helo", "--lessons", LearnBinary.fixtureLessons], 64, "", "learn: no lesson `helo`; did you mean `hello`?\n"),
        ] as [([String], Int32, String, String)])
    func versionAndUnknownNamesSayWholeOutputs(_ arguments: [String], _ status: Int32, _ out: String, _ err: String) throws {
        let r = try learn.run(arguments)
        #expect(r.status == status)
        #expect(r.out == out)
        #expect(r.err == err)
    }

    /// `learn list` goes through the argument parser like every command: with or without
    /// options it says the same, teacher folders from `LEARN_LESSONS` included.
    @Test func aBareListSaysWhatTheListWithOptionsSays() throws {
        let env = ["LEARN_LESSONS": LearnBinary.fixtureLessons]
        let bare = try learn.run(["list"], environment: env)
        let parsed = try learn.run(["list", "--no-color"], environment: env)
        #expect(bare.status == 0)
        #expect(bare.out == parsed.out)
        #expect(bare.err == parsed.err)
        #expect(!bare.out.isEmpty)
    }

    /// After one part of a lesson, what comes next is the lesson's next part; after its last
    /// part, the next lesson.
    @Test func afterOnePartTheNextIsTheLessonsNextPart() throws {
        let first = try learn.run(["run", "locks", "--variant", "nslock", "--pace", "0.05"])
        #expect(first.status == 0)
        #expect(first.out.contains("Next: learn run locks --variant semaphore\n"), "\(first.out)")
        let last = try learn.run(["run", "locks", "--variant", "wrong-thread", "--pace", "0.05"])
        #expect(last.status == 0)
        #expect(last.out.contains("Next: learn run ") && !last.out.contains("Next: learn run locks"), "\(last.out)")
    }

    @Test func aBareListRejectsWhatListRejects() throws {
        let r = try learn.run(["list", "extra"])
        #expect(r.status == 64)
        #expect(r.err.contains("Unexpected argument 'extra'"))
    }

    @Test func aBadFlagExits64WithUsage() throws {
        let r = try learn.run(["run", "hello", "--pace", "0"])
        #expect(r.status == 64)
        #expect(r.err.hasPrefix("Error: `--pace` takes a number greater than 0 and at most 100, e.g. 0.5 or 2; not `0`\nUsage: learn run"))
    }

    /// A negative number is a value, judged as one: the message says what range is allowed.
    @Test(arguments: [
        ("--pace", "`--pace` takes a number greater than 0 and at most 100, e.g. 0.5 or 2; not `-1`"),
        ("--seed", "`--seed` takes a whole number from 0 to 18446744073709551615, e.g. 42; not `-1`"),
    ])
    func aNegativeNumberSaysTheRange(_ flag: String, _ message: String) throws {
        let r = try learn.run(["run", "hello", "--lessons", LearnBinary.fixtureLessons, flag, "-1"])
        #expect(r.status == 64)
        #expect(r.out == "")
        #expect(r.err.hasPrefix("Error: " + message + "\n"))
        #expect(!r.err.contains("Missing value"))
    }

    /// A one-shot run that fails its check advises a command line, not the shell's `again`.
    @Test func aOneShotFailureAdvisesNoShellCommand() throws {
        let r = try learn.run(["run", "nope"])
        #expect(r.err == "learn: no lesson `nope`; `learn list` shows every lesson\n")
    }

    @Test func helpNamesTheExitCodes() throws {
        let r = try learn.run(["--help"])
        #expect(r.status == 0)
        #expect(r.out.contains("EXIT CODES"))
        #expect(r.out.contains("SUBCOMMANDS:\n  list"))
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScripts(_ shell: String) throws {
        let r = try learn.run(["--generate-completion-script", shell])
        #expect(r.status == 0)
        #expect(r.out.contains("learn"))
        #expect(r.out.contains("---completion"))
    }

    @Test func listShowsTheFixtureLesson() throws {
        let r = try learn.run(["list", "--lessons", LearnBinary.fixtureLessons])
        #expect(r.status == 0)
        // The shipped lessons are listed too (and set the id column's width): find the fixture's two lines.
        let lines = r.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let at = try #require(lines.firstIndex { $0.hasPrefix("  hello ") })
        #expect(lines[at].hasSuffix(" Hello from a fixture"))
        #expect(lines[at + 1].trimmingCharacters(in: .whitespaces) == "Runs the noop demo once; used by the end-to-end tests.")
        #expect(
            lines[at + 1].prefix { $0 == " " }.count
                == lines[at].distance(from: lines[at].startIndex, to: lines[at].range(of: "Hello")!.lowerBound))
    }

    @Test func runAFixtureLessonStraightThrough() throws {
        let home = TemporaryHome()
        let r = try learn.run(["run", "hello", "--pace", "0.01", "--lessons", LearnBinary.fixtureLessons], home: home)
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out.contains("The demo recorded 1 mark."))
        let list = try learn.run(["list", "--lessons", LearnBinary.fixtureLessons], home: home)
        #expect(list.out.contains("✓ hello"))
    }

    @Test func lessonIdsComplete() throws {
        // What the generated bash script runs when Tab is pressed after `learn run h`.
        let r = try learn.run(
            ["---completion", "run", "--", "positional@0", "2", "1", "learn", "run", "h"],
            environment: ["LEARN_LESSONS": LearnBinary.fixtureLessons])
        #expect(r.out.split(separator: "\n").contains("hello"))
    }
}
