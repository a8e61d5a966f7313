import Foundation
import LearnTestSupport
import Testing

/// Lessons written to harm: nothing in a lesson file can take `learn` down or drive the terminal.
@Suite struct HostileLessonTests {
    let learn = LearnBinary.built
    static let escape = "\u{1B}"

    /// A folder holding one lesson `evil` with `body` after a valid header.
    func lessonFolder(title: String = "Evil", summary: String = "A lesson", body: String) throws -> String {
        let dir = try TemporaryFolder.make("learn-hostile")
        let text = """
            ---
            id: evil
            title: \(title)
            summary: \(summary)
            level: 1
            order: 1
            sources: 000/E2
            demo: noop
            variants: plain
            ---

            @part plain
            @run view=none

            """ + body
        try text.write(toFile: dir + "/evil.md", atomically: true, encoding: .utf8)
        return dir
    }

    /// An exit status `learn` chooses (0, 1, 64): not a signal number from a crash.
    func chosen(_ status: Int32) -> Bool { [0, 1, 64].contains(status) }

    @Test(arguments: [70_000, 40_000])
    func aDeeplyNestedConditionIsReportedNeverRecursedInto(_ depth: Int) throws {
        let dir = try lessonFolder(body: "@check x: " + String(repeating: "not ", count: depth) + "outcome finished\n")
        let check = try learn.run(["check", dir])
        #expect(check.status == 1)
        #expect(check.out.contains("/evil.md:14:"))
        #expect(check.out.contains("error: this condition nests deeper than 64 levels"))
        let list = try learn.run(["--lessons", dir, "list"])
        #expect(chosen(list.status), "\(list.err)")
        let run = try learn.run(["--lessons", dir, "run", "evil", "--pace", "0.01"])
        #expect(chosen(run.status), "\(run.err)")
        // The interactive shell's `list` and `run` go through the same code: a script shows it.
        let shell = try learn.run(["--lessons", dir], input: "list\nrun evil --pace 0.01\nlist\nset\n")
        #expect(chosen(shell.status), "\(shell.err)")
        #expect(shell.out.hasSuffix("no parameters set; try `set NAME=VALUE` (Tab lists names)\n"), "the shell lived on")
    }

    @Test func escapeSequencesInALessonAreReportedAndNeverSent() throws {
        let e = Self.escape
        let dir = try lessonFolder(
            title: "Hi\(e)]0;pwned\u{07}", summary: "\(e)]52;c;cm0gLXJmIH4=\u{07}\(e)[2J",
            body: "Text \(e)[31mred\n")
        let check = try learn.run(["check", dir])
        #expect(check.status == 1)
        #expect(check.out.contains("/evil.md:3:10: error: this line holds a control character (^[)"))
        #expect(check.out.contains("/evil.md:4:10: error: this line holds a control character (^[)"))
        #expect(check.out.contains("/evil.md:14:6: error: this line holds a control character (^[)"))
        for args in [["list"], ["show", "evil"], ["run", "evil", "--pace", "0.01"]] {
            let r = try learn.run(["--lessons", dir] + args)
            #expect(!(r.out + r.err).contains(e), "`\(args.joined(separator: " "))` sent an escape byte")
        }
        // A lesson with problems is not loaded; `check` is where its author learns why.
        let list = try learn.run(["--lessons", dir, "list"])
        #expect(!list.out.contains("evil"))
    }

    @Test func aTypedLineEchoedInAnErrorIsShownNotObeyed() throws {
        let r = try learn.run([], input: "\(Self.escape)[2Jboom\n")
        #expect(r.status != 0)
        #expect(r.err.contains("^[[2Jboom"))
        #expect(!r.err.contains(Self.escape))
    }

    @Test func aDeclaredRangeIsOneInWhichTheLessonsChecksHold() throws {
        let outside = try learn.run(["run", "tasks", "--variant", "triple", "--set", "feeds=20"])
        #expect(outside.status == 64)
        #expect(outside.errSaid.contains("`feeds` takes a whole number from 0 to 1, not `20`"))
        for feeds in ["0", "1"] {
            let r = try learn.run(["run", "tasks", "--variant", "triple", "--set", "feeds=\(feeds)", "--pace", "0.05", "--seed", "1"])
            #expect(r.status == 0, "\(r.out)\n\(r.err)")
            #expect(r.out.contains("✓ all-rounds"))
        }
    }

    @Test("fuzz: huge, deep and control-laden lesson files never crash `check` or `list` (fixed seed)")
    func fuzz() throws {
        var seed: UInt64 = 12
        func next() -> UInt64 {
            seed &+= 0x9E37_79B9_7F4A_7C15
            var z = seed
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        let pieces = [
            "not ", "@if not x\n", "@end\n", "\u{1B}]0;t\u{07}", "\u{1B}[2J", "\u{9B}", "\r", "{", "}", "\"", "@check a: ",
            "outcome finished\n", "\n",
        ]
        for round in 0..<6 {
            var body = ""
            let size = [1_000, 100_000, 2_000_000][round % 3]
            while body.utf8.count < size {
                let piece = pieces[Int(next() % UInt64(pieces.count))]
                body += String(repeating: piece, count: 1 + Int(next() % 200))
            }
            let dir = try lessonFolder(body: body)
            let check = try learn.run(["check", dir])
            #expect(chosen(check.status), "round \(round): \(check.err.suffix(500))")
            #expect(!check.out.contains(Self.escape))
            let list = try learn.run(["--lessons", dir, "list"])
            #expect(chosen(list.status), "round \(round): \(list.err.suffix(500))")
            #expect(!(list.out + list.err).contains(Self.escape))
        }
    }
}
