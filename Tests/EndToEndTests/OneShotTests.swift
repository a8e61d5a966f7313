import Foundation
import Testing

/// `learn` run once with arguments: whole outputs and exit codes.
@Suite struct OneShotTests {
    let learn = LearnBinary.built

    @Test func version() throws {
        let r = try learn.run(["--version"])
        #expect(r.status == 0)
        #expect(r.out == "learn 0.1.0\n")
        #expect(r.err == "")
    }

    /// A bare `learn list` skips the argument parser (start-up speed): it must say exactly
    /// what the parsed command says, teacher folders from `LEARN_LESSONS` included.
    @Test func aBareListSaysWhatTheParsedListSays() throws {
        let env = ["LEARN_LESSONS": LearnBinary.fixtureLessons]
        let bare = try learn.run(["list"], environment: env)
        let parsed = try learn.run(["list", "--no-color"], environment: env)
        #expect(bare.status == 0)
        #expect(bare.out == parsed.out)
        #expect(bare.err == parsed.err)
        #expect(!bare.out.isEmpty)
    }

    /// A trace file that cannot be written is found out before the lesson runs.
    @Test func anUnwritableTraceOutIsAUsageError() throws {
        let r = try learn.run(["run", "hello", "--lessons", LearnBinary.fixtureLessons, "--trace-out", "/nonexistent/dir/t.json"])
        #expect(r.status == 64)
        #expect(r.out == "")
        #expect(r.err.hasPrefix("Error: --trace-out /nonexistent/dir/t.json: the folder `/nonexistent/dir` does not exist or is not writable"))
    }

    @Test func anUnknownCommandSaysSoAndExits64() throws {
        let r = try learn.run(["lsit"])
        #expect(r.status == 64)
        #expect(r.out == "")
        #expect(r.err == "learn: unknown command `lsit`; did you mean `list`?\n")
    }

    @Test func anUnknownLessonSaysSoAndExits64() throws {
        let r = try learn.run(["run", "helo", "--lessons", LearnBinary.fixtureLessons])
        #expect(r.status == 64)
        #expect(r.out == "")
        #expect(r.err == "learn: no lesson `helo`; did you mean `hello`?\n")
    }

    @Test func aBadFlagExits64WithUsage() throws {
        let r = try learn.run(["run", "hello", "--pace", "0"])
        #expect(r.status == 64)
        #expect(r.err.hasPrefix("Error: --pace takes a number above 0"))
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
        #expect(lines[at + 1].prefix { $0 == " " }.count == lines[at].distance(from: lines[at].startIndex, to: lines[at].range(of: "Hello")!.lowerBound))
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
        let r = try learn.run(["---completion", "run", "--", "positional@0", "2", "1", "learn", "run", "h"],
                              environment: ["LEARN_LESSONS": LearnBinary.fixtureLessons])
        #expect(r.out.split(separator: "\n").contains("hello"))
    }
}
