import Foundation
import Glibc
import LearnTestSupport
import Testing

/// The attacks of issue 40 on learn's state and the learner's files, each by a learner's program
/// (a judged run deleted `progress.json`, so the hint count was lost, and wrote 101 files outside
/// its folder): inside the sandbox a program writes only in its run's temporary folder and, for
/// `learn play FILE`, beside its file; learn's state and cache stay as they were, and the run
/// ends with one sentence that says how many writes were refused.
@Suite(
    .tags(.swiftc), .slow, .needsToolchain,
    .enabled(if: TestEnvironment.hasLandlock, "this kernel has no Landlock: programs run unsandboxed, as learn says"))
struct SandboxTests {
    static let cache = LearnBinary.packageRoot + "/.build/play-tests-cache"

    /// Swift that attacks learn's state and cache and fills `outside` with 101 files, then says
    /// what it could do: `temporary true` when it wrote in its `TMPDIR`, `beside true` when it
    /// wrote `beside` (nil: it does not try), and how many of the 104 attacks were refused.
    static func attack(outside: String, beside: String? = nil) -> String {
        """
        func attack() {
            let fm = FileManager.default
            let env = ProcessInfo.processInfo.environment
            let state = (env["XDG_STATE_HOME"] ?? "/nonexistent") + "/learn"
            var refused = 0
            func tally(_ done: Bool) { if !done { refused += 1 } }
            tally((try? fm.removeItem(atPath: state + "/progress.json")) != nil)
            tally(fm.createFile(atPath: state + "/history", contents: Data("pwned\\n".utf8)))
            tally((try? "x".write(toFile: (env["XDG_CACHE_HOME"] ?? "/nonexistent") + "/learn/evil", atomically: false, encoding: .utf8)) != nil)
            for i in 0..<101 { tally(fm.createFile(atPath: "\(outside)/f\\(i)", contents: nil)) }
            let temporary = fm.createFile(atPath: NSTemporaryDirectory() + "/t", contents: Data("t".utf8))
            print("temporary \\(temporary) in \\(NSTemporaryDirectory())")
            \(beside.map { "print(\"beside \\(fm.createFile(atPath: \"\($0)\", contents: nil))\")" } ?? "")
            print("refused \\(refused) of 104")
        }
        """
    }

    /// A home with learn's state (the `race` exercise and a hint taken: progress.json counts it)
    /// and an empty folder outside.
    func home() throws -> (home: TemporaryHome, outside: String, environment: [String: String]) {
        let home = TemporaryHome()
        // This home's state for every learn of the test (a watched learn has a home of its own).
        var environment = home.environment.merging(WatchedLearn.environment(cache: Self.cache)) { _, toolchain in toolchain }
        environment["LEARN_HOME"] = home.path + "/learn"
        environment["COLUMNS"] = "300"  // a sentence and a path on one line each
        let outside = home.path + "/outside"
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: home.path + "/play", withIntermediateDirectories: true)
        for args in [["exercise", "race"], ["hint", "race"]] {
            let r = try LearnBinary.built.run(args, home: home, environment: environment)
            #expect(r.status == 0, "\(args): \(r.err)")
        }
        return (home, outside, environment)
    }

    /// What a run must leave: no file outside, learn's progress (its hint), history and cache as they were.
    func expectUntouched(_ outside: String, home: TemporaryHome) {
        let progress = (try? String(contentsOfFile: home.path + "/state/learn/progress.json", encoding: .utf8)) ?? ""
        #expect(progress.contains("\"hintsUsed\" : 1"), "progress.json: \(progress)")
        #expect((try? FileManager.default.contentsOfDirectory(atPath: outside)) == [], "files written outside")
        #expect(!FileManager.default.fileExists(atPath: Self.cache + "/learn/evil"))
        #expect(!FileManager.default.fileExists(atPath: home.historyFile), "learn's history was written")
    }

    /// The program wrote in its temporary folder, which is gone once the run is over.
    func expectTemporaryGone(_ output: String) {
        let temporary = output.split(separator: "\n").compactMap { line in
            line.range(of: "temporary true in ").map { line[$0.upperBound...] }
        }
        #expect(!temporary.isEmpty, "the program wrote in its TMPDIR: \(output)")
        for folder in temporary { #expect(!FileManager.default.fileExists(atPath: String(folder)), "\(folder) is left") }
    }

    @Test func aPlayedProgramWritesOnlyBesideItsFileAndInItsTemporaryFolder() throws {
        let (home, outside, environment) = try home()
        let path = home.path + "/play/attack.swift"
        let beside = home.path + "/play/beside.txt"
        try ("import Foundation\n" + Self.attack(outside: outside, beside: beside) + "\nattack()\n")
            .write(toFile: path, atomically: false, encoding: .utf8)
        let learn = try WatchedLearn(["play", path, "--view", "output"], environment: environment)
        #expect(learn.exitStatus(within: 300) == 0, "\(learn.output)")
        let output = learn.output
        #expect(output.contains("refused 104 of 104") && output.contains("beside true"), "\(output)")
        #expect(FileManager.default.fileExists(atPath: beside))
        expectUntouched(outside, home: home)
        expectTemporaryGone(output)
        let sentence = output.replacingOccurrences(of: "\n      ", with: " ")
        #expect(
            sentence.contains("learn's sandbox refused 104 writes of your program outside the folders it may write in (\(home.path)/play,"),
            "\(output)")
    }

    /// `learn explore FILE`: every schedule forks from one process of the program (the zygote),
    /// which is in the sandbox before the first fork, so every schedule is.
    @Test func everyExploredScheduleIsSandboxed() throws {
        let (home, outside, environment) = try home()
        let path = home.path + "/play/attack.swift"
        let program = """
            import Foundation
            \(Self.attack(outside: outside))
            let q = DispatchQueue(label: "q")
            var n = 0
            let t = Thread { q.sync { n += 1 } }
            t.start()
            q.sync { n += 1 }
            attack()
            """
        try program.write(toFile: path, atomically: false, encoding: .utf8)
        let learn = try WatchedLearn(["explore", path, "--max-schedules", "8"], environment: environment)
        #expect(learn.exitStatus(within: 300) == 0, "\(learn.output)")
        expectUntouched(outside, home: home)
        #expect(learn.output.contains("refused 104 of 104"), "\(learn.output)")
        let sentence = learn.output.replacingOccurrences(of: "\n      ", with: " ")
        #expect(sentence.contains("writes of your program outside $TMPDIR, the one folder this run may write in"), "\(learn.output)")
    }

    /// The attack as it was made: a judged run of the learner's `race` file deletes progress.json
    /// (the hint count) and writes 101 files outside its folder. Every run of the verify (free,
    /// scheduled, random, ThreadSanitizer's) is sandboxed; the hint is still counted.
    @Test func aVerifiedProgramCannotTouchProgressOrWriteOutside() throws {
        let (home, outside, environment) = try home()
        let file = home.path + "/learn/exercises/race.swift"
        let account = """
            import Foundation
            \(Self.attack(outside: outside))
            final class Account: @unchecked Sendable {
                private let lock = NSLock()
                private var balance = 0
                init() { attack() }
                func deposit(_ amount: Int) { lock.lock(); balance += amount; lock.unlock() }
                func total() -> Int { lock.lock(); defer { lock.unlock() }; return balance }
            }
            """
        try account.write(toFile: file, atomically: false, encoding: .utf8)
        let learn = try WatchedLearn(["verify", "race"], environment: environment)
        #expect(learn.exitStatus(within: 600) != nil, "\(learn.output)")
        expectUntouched(outside, home: home)
        let sentence = learn.output.replacingOccurrences(of: "\n      ", with: " ")
        #expect(sentence.contains("writes of your program outside $TMPDIR, the one folder this run may write in"), "\(learn.output)")
    }
}
