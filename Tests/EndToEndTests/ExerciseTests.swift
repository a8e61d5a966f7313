import Foundation
import LearnPlay
import LearnTestSupport
import Testing

/// The exercise loop on the built binary: `exercise`, `verify`, `hint`, `solution`, progress,
/// bad files, one CPU, and `verify --watch` in a terminal going from failing to passed.
@Suite(.tags(.swiftc), .slow, .needsToolchain)
struct ExerciseTests {
    static let solution = LearnBinary.packageRoot + "/Exercises/race.solution.swift"

    static func environment(_ home: TemporaryHome) -> [String: String] {
        PlayTests.environment.merging(["LEARN_HOME": home.path + "/learn"]) { _, new in new }
    }

    /// `learn verify race --watch` in `term`, from the starter, once it says it is watching:
    /// the exercises folder and the screen then.
    static func watchRace(in term: Terminal) throws -> (folder: String, screen: String) {
        term.environment = environment(term.home)
        _ = try LearnBinary.built.run(["exercise", "race"], home: term.home, environment: term.environment)
        try term.start(["verify", "race", "--watch", "--runs", "3"])
        return (term.home.path + "/learn/exercises", try term.waitFor(120) { $0.contains("Watching") })
    }

    /// The watcher says the exercise passed; Ctrl-C then ends it.
    static func expectPassedThenStop(_ term: Terminal) throws {
        let passed = try term.waitFor(120) { $0.contains("race passed") }
        #expect(passed.contains("✓ race passed"))
        try term.send("C-c")
        _ = try term.waitFor(30) { $0.contains("EXIT=") }
    }

    func learn(_ args: [String], _ home: TemporaryHome) throws -> LearnBinary.Output {
        try LearnBinary.built.run(args, home: home, environment: Self.environment(home))
    }

    @Test func fromStarterToPassWithHintsSolutionAndProgress() throws {
        let home = TemporaryHome()
        let file = home.path + "/learn/exercises/race.swift"
        let listed = try learn(["exercise"], home)
        #expect(listed.status == 0 && listed.out.contains("race") && listed.out.contains("not started"))
        let started = try learn(["exercise", "race"], home)
        // the sentence wraps at the terminal's width: a long path goes on the next line
        #expect(started.status == 0 && started.out.replacingOccurrences(of: "\n", with: " ").contains("Wrote \(file)"), "\(started.out)")
        // The learner's edits are never overwritten.
        try "// mine\n".write(toFile: file, atomically: true, encoding: .utf8)
        let again = try learn(["exercise", "race"], home)
        let kept = try String(contentsOfFile: file, encoding: .utf8)
        #expect(again.out.contains("left as it is") && kept == "// mine\n")
        // A file without the type the judge drives does not compile, and the message says why.
        let empty = try learn(["verify", "race", "--runs", "2"], home)
        #expect(empty.status == 1 && empty.out.contains("does not compile") && empty.out.contains("race.judge.swift"), "\(empty.out)")
        let refused = try learn(["solution", "race"], home)
        #expect(refused.status == 1 && refused.errSaid.contains("--give-up"))
        let hint = try learn(["hint", "race"], home)
        #expect(hint.out.contains("Hint 1 of 3") && !hint.out.contains("Hint 2"))
        #expect(try learn(["hint", "race"], home).out.contains("Hint 2 of 3"))
        try FileManager.default.removeItem(atPath: file)
        try FileManager.default.copyItem(atPath: Self.solution, toPath: file)
        let passed = try learn(["verify", "race", "--runs", "3"], home)
        #expect(passed.status == 0, "\(passed.out)\(passed.err)")
        #expect(
            passed.out.contains("✓ race passed") && passed.out.contains("the race detector found no data race in any of them"),
            "\(passed.out)")
        #expect(try learn(["solution", "race"], home).out.contains("lock.lock()"))
        let progress = try learn(["progress"], home)
        #expect(progress.out.contains("✓ race  passed, 2 hints used"))
        #expect(try learn(["list"], home).out.contains("[exercise passed]"))
        let list = try learn(["exercise"], home).out.split(separator: "\n")
        #expect(list.contains { $0.hasPrefix("✓ race ") && $0.contains(" passed ") })
    }

    /// The exercises whose starter is wrong by a data race: their racing accesses come from
    /// two threads with nothing ordering them, so the race detector's verdict does not depend
    /// on how the threads were scheduled, even when one CPU runs them all (a free run's race is
    /// found by happens-before, not by the accesses meeting in time).
    static let racy = ["race", "locks", "queues"]

    @Test(arguments: racy) func theRacyStarterFailsPinnedToOneCPU(_ id: String) throws {
        let home = TemporaryHome()
        _ = try learn(["exercise", id], home)
        // `taskset -c 0` runs learn, and every run it makes, on one CPU.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/taskset")
        process.arguments = ["-c", "0", LearnBinary.built.path, "verify", id, "--runs", "2"]
        process.environment = home.environment.merging(Self.environment(home)) { _, new in new }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let out = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1, "\(out)")
        #expect(out.contains(": data race on "), "\(out)")
    }

    @Test func badFilesGetAClearMessage() throws {
        let home = TemporaryHome()
        let file = home.path + "/learn/exercises/race.swift"
        let missing = try learn(["verify", "race"], home)
        #expect(missing.status == 1 && missing.errSaid.contains("learn exercise race"))
        try FileManager.default.createDirectory(atPath: file, withIntermediateDirectories: true)
        let folder = try learn(["verify", "race"], home)
        #expect(folder.status == 1 && folder.out.contains("folder"), "\(folder.out)")
        try FileManager.default.removeItem(atPath: file)
        try "let x: Int = \"no\"\n".write(toFile: file, atomically: true, encoding: .utf8)
        let broken = try learn(["verify", "race"], home)
        #expect(broken.status == 1 && broken.out.contains("race.swift:1:") && broken.out.contains("does not compile"))
        func account(_ deposit: String) -> String {
            "import Foundation\nfinal class Account: @unchecked Sendable {\n    func deposit(_ amount: Int) { \(deposit) }\n    func total() -> Int { 0 }\n}\n"
        }
        try account("while true { sleep(1) }").write(toFile: file, atomically: true, encoding: .utf8)
        let hung = try learn(["verify", "race", "--watchdog", "1"], home)
        #expect(hung.status == 1 && hung.out.contains("watchdog"), "\(hung.out)")
        try account("var n = 0; while true { n += 1; print(n) }").write(toFile: file, atomically: true, encoding: .utf8)
        let flood = try learn(["verify", "race", "--watchdog", "2"], home)
        // every print is an event, so a flood never trips the watchdog: each judged run has a time limit
        #expect(flood.status == 1 && flood.out.contains("still running after 10 s"), "\(flood.out)")
        try account("let a: [Int] = []; print(a[amount + 1])").write(toFile: file, atomically: true, encoding: .utf8)
        let crashed = try learn(["verify", "race"], home)
        #expect(crashed.status == 1 && crashed.out.contains("crashed"), "\(crashed.out)")
        // Progress stays a well-formed record through all of it.
        let progress = try Data(contentsOf: URL(fileURLWithPath: home.path + "/state/learn/progress.json"))
        #expect((try? JSONSerialization.jsonObject(with: progress)) != nil)
    }
}

/// `learn verify race --watch` in a terminal: the starter fails (with ThreadSanitizer's
/// verdict), the learner's editor saves a fix, and the watcher says it passed; it follows the
/// file across a recreated exercises folder.
@Suite(.tags(.tmux, .swiftc), .slow, .needsTmux, .needsToolchain)
struct ExerciseWatchTests {
    @Test func watchGoesFromFailingToPassedOnSave() throws {
        let term = Terminal()
        let (folder, failing) = try ExerciseTests.watchRace(in: term)
        #expect(failing.contains("ThreadSanitizer found a data race") || failing.contains("not solved yet"))
        // An editor's save: a new file renamed over the old one.
        let fixed = try String(contentsOfFile: ExerciseTests.solution, encoding: .utf8)
        try fixed.write(toFile: folder + "/.race.swift.tmp", atomically: false, encoding: .utf8)
        #expect(rename(folder + "/.race.swift.tmp", folder + "/race.swift") == 0)
        try ExerciseTests.expectPassedThenStop(term)
    }

    /// `rm -rf` of the exercises folder is said, and once the folder is made again a save there is verified.
    @Test func watchFollowsTheFileAcrossARecreatedFolder() throws {
        let term = Terminal()
        let (folder, _) = try ExerciseTests.watchRace(in: term)
        try FileManager.default.removeItem(atPath: folder)
        let gone = try term.waitFor(30) { $0.contains("is gone") }
        #expect(gone.contains("Waiting for"), "\(gone)")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let fixed = try String(contentsOfFile: ExerciseTests.solution, encoding: .utf8)
        try fixed.write(toFile: folder + "/race.swift", atomically: false, encoding: .utf8)
        try ExerciseTests.expectPassedThenStop(term)
    }
}
