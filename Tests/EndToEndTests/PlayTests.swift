import Foundation
import LearnPlay
import LearnTestSupport
import Testing

/// `learn play` on the built binary: the learner's own files compiled with the toolchain on
/// PATH, traced, judged by ThreadSanitizer. Builds are cached (by content) in
/// `.build/play-tests-cache`, so a second `swift test` compiles nothing.
@Suite(.tags(.swiftc), .slow, .needsToolchain)
struct PlayTests {
    static let toolchain = TestEnvironment.toolchainDirectory
    static let fixtures = LearnBinary.packageRoot + "/Tests/Fixtures/EndToEnd/play"
    static let cache = LearnBinary.packageRoot + "/.build/play-tests-cache"
    static var environment: [String: String] {
        ["PATH": (toolchain ?? "") + ":/usr/bin:/bin", "XDG_CACHE_HOME": cache]
    }

    func play(_ args: [String], environment extra: [String: String] = [:]) throws -> LearnBinary.Output {
        try LearnBinary.built.run(["play"] + args, environment: Self.environment.merging(extra) { _, new in new })
    }

    /// The JSON objects of `--json` output.
    static func events(_ out: String) -> [[String: Any]] {
        out.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
    }

    @Test func everyWorkItemAndPrintCarriesItsThreadAndQueue() throws {
        let run = try play([Self.fixtures + "/gcd.swift", "--json"])
        #expect(run.status == 0, "\(run.err)")
        let events = Self.events(run.out)
        let begun = Set(events.filter { $0["kind"] as? String == "begin" }.compactMap { $0["label"] as? String })
        #expect(begun.isSuperset(of: ["async", "group", "barrier", "sync", "thread", "operation", "task"]))
        let said = Dictionary(events.filter { $0["kind"] as? String == "say" }.map { ($0["label"] as! String, $0) }) { a, _ in a }
        #expect(Set(said.keys) == ["start", "on serial", "in group", "barrier", "sync", "in thread", "operation", "in task", "end"])
        #expect(said["on serial"]?["queue"] as? String == "serial")
        #expect(said["barrier"]?["queue"] as? String == "array_queue")
        #expect(said["start"]?["thread"] as? String == "main")
        #expect(said["in group"]?["thread"] as? String != "main")
        #expect(said["in task"]?["task"] as? String != "")
        // Each end is on its begin's thread. The program waits for the ends of its queue work (the
        // group, the serial queue); a thread, an operation and a task signal from inside their span,
        // so the program may exit before their end is written.
        let begins = events.filter { $0["kind"] as? String == "begin" }
        let ends = events.filter { $0["kind"] as? String == "end" }
        for end in ends {
            let begin = begins.first { ($0["span"] as? Int) == (end["span"] as? Int) }
            #expect(begin != nil && begin?["tid"] as? Int == end["tid"] as? Int, "\(end)")
        }
        for begin in begins where ["async", "group", "barrier", "sync"].contains(begin["label"] as? String ?? "") {
            #expect(ends.contains { ($0["span"] as? Int) == (begin["span"] as? Int) }, "\(begin)")
        }
        #expect(events.contains { $0["kind"] as? String == "value" && $0["label"] as? String == "answer" && $0["value"] as? Int == 42 })
    }

    @Test func theViewsAndARerunThatCompilesNothing() throws {
        let first = try play([Self.fixtures + "/gcd.swift"])
        #expect(first.status == 0, "\(first.err)")
        #expect(first.out.contains("» on serial") && first.out.contains("Run of "))
        let again = try play([Self.fixtures + "/gcd.swift"])
        #expect(again.out.hasPrefix("▶ \(Self.fixtures)/gcd.swift\n"), "an unchanged file is not compiled again")
    }

    @Test func repeatCountsWhatEachRunPrintedLast() throws {
        let run = try play([Self.fixtures + "/gcd.swift", "--repeat", "3"])
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out.contains("Last line printed, over 3 runs:"))
        #expect(run.out.contains("end │"))
        #expect(run.out.contains("`answer` over 3 runs:"))
        #expect(run.out.contains("3 runs: 3 finished"))
    }

    /// A run that does not finish fails the command as one run would: exit 1, with a sentence.
    @Test func repeatExitsOneWhenARunDidNotFinish() throws {
        let run = try play([Self.fixtures + "/exits-three.swift", "--repeat", "2"])
        #expect(run.status == 1, "\(run.out)\(run.err)")
        #expect(run.out.contains("2 runs: 2 failed"), "\(run.out)")
        #expect(run.errSaid.contains("2 of 2 runs did not finish"), "\(run.err)")
    }

    @Test func threadSanitizerFindsThePostsCanSignalRace() throws {
        let run = try play([Self.fixtures + "/deferred.swift", "--tsan", "--runs", "3"])
        #expect(run.status == 1)
        #expect(run.out.contains("ThreadSanitizer found"), "\(run.out)\(run.err)")
        // The instance and its property; the read in `signalSemaphoreIfNeeded` and the toggle in
        // `waitSemaphoreIfNeeded`, not the lines that call them.
        #expect(run.out.contains("`completableDeferredSet.canSignal` at line "))
        #expect(run.out.contains("at line 30") && run.out.contains("at line 37"), "\(run.out)")
        #expect(run.out.contains("with nothing ordering them"))
        #expect(run.out.contains("1.작업 종료") && run.out.contains("2.대기 종료!"))
        let raw = try play([Self.fixtures + "/deferred.swift", "--tsan", "--raw"])
        #expect(raw.out.contains("WARNING: ThreadSanitizer:"))
        #expect(raw.out.contains("deferred.swift:"), "frames name the learner's file")
    }

    @Test func threadSanitizerSaysSoWhenItFindsNothing() throws {
        let run = try play([Self.fixtures + "/gcd.swift", "--tsan", "--runs", "2"])
        #expect(run.status == 0, "\(run.out)\(run.err)")
        #expect(run.out.contains("ThreadSanitizer found no data race in 2 runs of `gcd.swift`"))
    }

    @Test func underThreadSanitizerTheTaskRecordsAreSaidToBeAbsent() throws {
        let run = try play([Self.fixtures + "/tasks.swift", "--tsan", "--runs", "1"])
        #expect(run.status == 0, "\(run.out)\(run.err)")
        #expect(run.out.contains("total: 79800"))
        #expect(run.out.contains("Swift tasks are not recorded under ThreadSanitizer"), "\(run.out)")
    }

    @Test func compileErrorsNameTheLearnersFileAndLines() throws {
        let run = try play([Self.fixtures + "/broken.swift"])
        #expect(run.status == 1)
        #expect(run.err.contains("\(Self.fixtures)/broken.swift:1:14: error: cannot convert value of type 'String'"))
        #expect(!run.err.contains(".cache") && !run.err.contains("play-tests-cache"))
        let unclosed = try play([Self.fixtures + "/unclosed.swift"])
        #expect(unclosed.err.contains("unclosed.swift:3:1: error: expected '}'"))
        #expect(!unclosed.err.contains("learn-play-support"))
    }

    @Test func badFilesGetASentenceAndAUsageStatus() throws {
        let home = TemporaryHome()
        let notText = home.path + "/binary.swift"
        _ = FileManager.default.createFile(atPath: notText, contents: Data([0xff, 0xfe, 0x00, 0x80]))
        let huge = home.path + "/huge.swift"
        _ = FileManager.default.createFile(atPath: huge, contents: Data(repeating: 0x20, count: 1_100_000))
        let cases: [(String, String)] = [
            (home.path + "/missing.swift", "there is no file"),
            (home.path, "is a folder"),
            (notText, "is not UTF-8 text"),
            (huge, "takes files up to"),
        ]
        for (path, words) in cases {
            let run = try play([path])
            #expect(run.status == 64, "\(path)")
            #expect(run.errSaid.contains(words), "\(run.err)")
        }
        let noCompiler = try LearnBinary.built.run(["play", Self.fixtures + "/gcd.swift"], environment: ["PATH": "/usr/bin:/bin"])
        #expect(noCompiler.status == 1)
        #expect(noCompiler.errSaid.contains("`swiftc` is not on PATH: install the Swift toolchain"))
    }

    @Test(arguments: [
        ("crash", 1, "your program crashed: SIGILL (Fatal error: Index out of range)"),
        ("hang", 1, "the watchdog stopped it"),
        ("threads", 0, "a thousand threads ended"),
        ("flood", 0, "Output: 2,002 lines"),
        ("stdin", 0, "read: nothing, stdin is empty"),
        ("status", 1, "your program exited with status 3"),
    ])
    func programsThatMisbehave(mode: String, status: Int32, words: String) throws {
        let run = try play([Self.fixtures + "/misbehave.swift", "--watchdog", "1"], environment: ["PLAY_MODE": mode])
        #expect(run.status == status, "\(run.out)\(run.err)")
        #expect((run.out + run.err).contains(words), "\(run.out)\(run.err)")
    }

    @Test func newWritesAnExampleThatRunsAndNeverOverwrites() throws {
        let home = TemporaryHome()
        let path = home.path + "/scratch"
        let run = try play(["--new", path])
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out.contains("Wrote \(path).swift"))
        #expect(run.out.contains("count = 300"))
        let again = try play(["--new", path])
        #expect(again.status == 1)
        #expect(again.errSaid.contains("already exists"))
    }
}

extension PlayTests {
    @Test func fromWritesTheLessonsCodeToStartFrom() throws {
        let home = TemporaryHome()
        let run = try LearnBinary.built.run(["play", "--from", "barrier"], environment: Self.environment, directory: home.path)
        #expect(run.status == 0, "\(run.err)")
        let text = try String(contentsOfFile: home.path + "/barrier.swift", encoding: .utf8)
        #expect(text.contains("\n            queue.async(flags: writeFlags) {"), "the lesson's shown code, as its demo has it")
        #expect(run.out.contains("▶ barrier.swift"), "\(run.out)")
    }
}

/// The shell's play loop in a real terminal: `play`, `edit` with a scripted editor that reads the
/// keyboard, `again`.
@Suite(.tags(.tmux, .swiftc), .slow, .needsTmux, .needsToolchain)
struct PlayShellTests {
    @Test func playEditAgain() throws {
        let term = Terminal()
        let file = term.home.path + "/mine.swift"
        try "print(\"v1\")\n".write(toFile: file, atomically: true, encoding: .utf8)
        // The "editor" owns the terminal as a learner's does: it asks on the screen, reads the
        // answer from the keyboard (only the terminal's foreground may), and writes it into the file.
        let editor = term.home.path + "/editor.sh"
        let script = "#!/bin/sh\nprintf 'editor> '\nread word\nprintf 'print(\"%s\")\\n' \"$word\" > \"$1\"\n"
        try script.write(toFile: editor, atomically: true, encoding: .utf8)
        chmod(editor, 0o755)
        term.environment = PlayTests.environment.merging(["EDITOR": editor]) { _, new in new }
        try term.startAtPrompt()
        // JSON lines keep each run short on a 30-line screen; wrapped lines are joined to read them.
        // Each run is counted by its `say` event: the same line may come again as a runtime line.
        try term.send("play \(file) --json", "Enter")
        try term.waitFor(60) { Self.count("\"kind\":\"say\",\"label\":\"v1\"", in: $0) == 1 }
        try term.send("edit", "Enter")
        try term.waitFor("editor>")
        try term.send("v2", "Enter")
        try term.waitFor(60) { Self.count("\"kind\":\"say\",\"label\":\"v2\"", in: $0) == 1 }
        try term.send("again", "Enter")
        let screen = try term.waitFor(60) { Self.count("\"kind\":\"say\",\"label\":\"v2\"", in: $0) == 2 }
        #expect(Self.count("\"kind\":\"say\",\"label\":\"v2\"", in: screen) == 2, "\(screen)")
        try term.waitForPrompt()
        try term.endWithCtrlD()
    }

    static func count(_ text: String, in screen: String) -> Int {
        screen.replacingOccurrences(of: "\n", with: "").components(separatedBy: text).count - 1
    }
}
