import Foundation
import Glibc
import LearnPlay
import LearnTestSupport
import Testing

/// Nothing learn starts outlives it or its run: a program's strays are stopped and said, a
/// killed learn takes every process it started with it, a flood on the trace pipe is bounded,
/// a compile stops on Ctrl-C, and explore's budget holds inside a schedule.
@Suite(.tags(.swiftc), .slow, .needsToolchain)
struct ProcessLifetimeTests {
    static let cache = LearnBinary.packageRoot + "/.build/play-tests-cache"

    /// Writes `text` as `name` in the watched learn's home; returns its path.
    static func file(_ name: String, _ text: String, in home: TemporaryHome) -> String {
        let path = home.path + "/" + name
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        return path
    }

    /// Code that starts `sleep` with Foundation's `Process` (its own process group) and never ends.
    static let spin = """
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/sleep")
        p.arguments = ["1000"]
        try! p.run()
        print("started")
        while true {}
        """

    /// A program that spins so.
    static let spinning = "import Foundation\n" + spin

    /// The same, as a learner's file of the judged `race` exercise: the judge's first call spins.
    static let spinningAccount = """
        import Foundation
        final class Account: @unchecked Sendable {
            init() {
        \(spin.split(separator: "\n").map { "        " + $0 }.joined(separator: "\n"))
            }
            func deposit(_ amount: Int) {}
            func total() -> Int { 0 }
        }
        """

    @Test func aFloodWithoutANewlineStopsTheRunAndLearnStaysSmall() throws {
        let home = TemporaryHome()
        let path = Self.file(
            "flood.swift",
            """
            import Foundation
            let chunk = Data(repeating: UInt8(ascii: "x"), count: 1 << 20)
            let wire = FileHandle(fileDescriptor: 3, closeOnDealloc: false)
            for _ in 0..<400 { wire.write(chunk) }
            print("all written")
            """, in: home)
        let learn = try WatchedLearn(["play", path], environment: WatchedLearn.environment(cache: Self.cache))
        let status = learn.exitStatus(within: 300)
        #expect(status == 1, "\(learn.output)")
        #expect(learn.output.contains("your program wrote a line of over 1048576 bytes to learn's trace pipe"), "\(learn.output)")
        #expect(learn.peakMemory < 64 << 20, "learn's peak: \(learn.peakMemory) bytes")
    }

    @Test func aProcessLeftRunningIsStoppedAndSaid() throws {
        let home = TemporaryHome()
        let path = Self.file(
            "stray.swift",
            """
            import Foundation
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "/bin/sleep")
            p.arguments = ["1000"]
            try! p.run()
            print("started")
            """, in: home)
        let learn = try WatchedLearn(["play", path], environment: WatchedLearn.environment(cache: Self.cache))
        #expect(learn.exitStatus(within: 300) == 0, "\(learn.output)")
        #expect(learn.output.contains("1 process your program started was still running and was stopped"), "\(learn.output)")
        #expect(learn.nothingLeft(), "left running: \(learn.descendants())")
    }

    /// The start of a program that finds learn: `parent(of:)` reads a process's parent in `/proc`
    /// (the program's parent is its keeper, the keeper's is learn).
    static let findsLearn = """
        import Foundation
        func parent(of pid: Int32) -> Int32 {
            let text = (try? String(contentsOfFile: "/proc/\\(pid)/status", encoding: .utf8)) ?? ""
            let line = text.split(separator: "\\n").first { $0.hasPrefix("PPid:") } ?? ""
            return Int32(line.dropFirst(5).trimmingCharacters(in: .whitespaces)) ?? 0
        }

        """

    /// A program that finds learn (its keeper's parent, in `/proc`) and signals both: inside its
    /// Landlock domain the kernel refuses (EPERM), learn goes on, and so does the program. Where
    /// the kernel scopes no signals (Landlock before ABI 6) there is nothing to hold.
    @Test(.enabled(if: TestEnvironment.landlockScopesSignals)) func aProgramCannotSignalLearn() throws {
        let home = TemporaryHome()
        let path = Self.file(
            "signal.swift",
            Self.findsLearn + """
                let keeper = getppid(), learn = parent(of: keeper)
                let refused = [kill(learn, SIGTERM), kill(learn, SIGHUP), kill(keeper, SIGTERM), kill(learn, SIGKILL)]
                print("refused \\(refused.filter { $0 == -1 }.count) of 4, errno \\(errno)")
                """, in: home)
        let learn = try WatchedLearn(["play", path], environment: WatchedLearn.environment(cache: Self.cache))
        #expect(learn.exitStatus(within: 300) == 0, "\(learn.output)")
        #expect(learn.output.contains("refused 4 of 4, errno 1"), "\(learn.output)")
    }

    /// Issue 40's attack: a program that `ptrace`-attaches to learn and its keeper left both
    /// stopped for ever. Inside its Landlock domain the kernel refuses both attaches (EPERM), so
    /// learn ends the run as usual; learn is also not dumpable (``SignalGuardTests``).
    @Test(.enabled(if: TestEnvironment.hasLandlock)) func aProgramCannotAttachToLearn() throws {
        let home = TemporaryHome()
        let path = Self.file(
            "attach.swift",
            Self.findsLearn + """
                // ptrace is variadic in C, so Swift reaches it through dlsym (PTRACE_ATTACH is 16)
                typealias Ptrace = @convention(c) (CInt, pid_t, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> CLong
                let ptrace = unsafeBitCast(dlsym(nil, "ptrace"), to: Ptrace.self)
                let keeper = getppid(), learn = parent(of: keeper)
                let refused = [learn, keeper].map { ptrace(16, $0, nil, nil) == -1 && errno == EPERM }
                print("refused \\(refused.filter { $0 }.count) of 2")
                """, in: home)
        let learn = try WatchedLearn(["play", path], environment: WatchedLearn.environment(cache: Self.cache))
        #expect(learn.exitStatus(within: 300) == 0, "\(learn.output)")
        #expect(learn.output.contains("refused 2 of 2"), "\(learn.output)")
    }

    /// A program's prints, thread names and queue labels with escape sequences (a window title, the
    /// clipboard, a cleared screen): every view shows them in caret notation, and not one ESC or
    /// BEL byte reaches learn's output.
    @Test func aProgramsEscapesNeverReachTheTerminal() throws {
        let home = TemporaryHome()
        let path = Self.file(
            "escapes.swift",
            """
            import Foundation
            let q = DispatchQueue(label: "q\\u{1b}]0;pwned\\u{07}")
            let t = Thread { print("hi\\u{1b}[2J\\u{1b}]52;c;aGk=\\u{07}") }
            t.name = "n\\u{1b}[31m"
            t.start()
            q.sync { print("in q") }
            Thread.sleep(forTimeInterval: 0.1)
            """, in: home)
        let learn = try WatchedLearn(["play", path], environment: WatchedLearn.environment(cache: Self.cache))
        #expect(learn.exitStatus(within: 300) == 0, "\(learn.output)")
        #expect(!learn.output.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, "\(learn.output)")
        #expect(learn.output.contains("hi^[[2J^[]52;c;aGk=^G") && learn.output.contains("q^[]0;pwned^G"), "\(learn.output)")
    }

    /// What learn is doing when it is killed.
    enum Activity: String, CaseIterable, CustomStringConvertible {
        case play, verify, explore, compile
        var description: String { rawValue }
    }

    @Test(arguments: Activity.allCases)
    func aKilledLearnLeavesNothingRunning(_ activity: Activity) throws {
        try killed(during: activity, by: SIGKILL)
    }

    @Test(arguments: [SIGHUP, SIGTERM])
    func aHungUpOrTerminatedLearnLeavesNothingRunning(_ signal: Int32) throws {
        try killed(during: .play, by: signal)
    }

    private func killed(during activity: Activity, by signal: Int32) throws {
        let home = TemporaryHome()
        let freshCache = home.path + "/cache"
        var environment = WatchedLearn.environment(cache: activity == .compile ? freshCache : Self.cache)
        environment["LEARN_HOME"] = home.path + "/learn"
        let args: [String]
        let waitFor: Set<String>
        switch activity {
        case .play:
            args = ["play", Self.file("spin.swift", Self.spinning, in: home), "--watchdog", "100"]
            waitFor = ["sleep"]
        case .verify:
            let copied = try LearnBinary.built.run(["exercise", "race"], home: home, environment: environment)
            #expect(copied.status == 0, "\(copied.err)")
            _ = Self.file("learn/exercises/race.swift", Self.spinningAccount, in: home)
            args = ["verify", "race"]
            waitFor = ["sleep"]
        case .explore:
            args = ["explore", "race", "--variant", "global", "--set", "updates=3000", "--set", "window=100000", "--budget", "100"]
            waitFor = ["learn"]
        case .compile:
            args = ["play", Self.file("fresh.swift", "print(\"\(UUID().uuidString)\")\n", in: home)]
            waitFor = ["swift-frontend"]
        }
        let learn = try WatchedLearn(args, environment: environment)
        let started = learn.wait(seconds: 300) { !learn.descendants(named: waitFor).isEmpty }
        try #require(started, "\(activity) never started \(waitFor): \(learn.output)")
        kill(learn.pid, signal)
        #expect(learn.exitStatus(within: 10) != nil, "learn did not end on signal \(signal)")
        #expect(learn.nothingLeft(), "left running after \(activity): \(learn.descendants())")
        if activity == .compile {
            // The killed compile's staging folder is removed by the next build (its learn is gone).
            let again = try LearnBinary.built.run(["play", home.path + "/fresh.swift"], home: home, environment: environment)
            #expect(again.status == 0, "\(again.out)\(again.err)")
            let builds = (try? FileManager.default.contentsOfDirectory(atPath: freshCache + "/learn/play/builds")) ?? []
            #expect(!builds.contains { $0.hasPrefix(".staging-") }, "\(builds)")
        }
    }

    @Test func ctrlCStopsACompileAtOnce() throws {
        let home = TemporaryHome()
        let path = Self.file("fresh.swift", "print(\"\(UUID().uuidString)\")\n", in: home)
        let learn = try WatchedLearn(["play", path], environment: WatchedLearn.environment(cache: home.path + "/cache"))
        let compiling = learn.wait(seconds: 300) { !learn.descendants(named: ["swift-frontend"]).isEmpty }
        try #require(compiling, "\(learn.output)")
        kill(learn.pid, SIGINT)
        #expect(learn.exitStatus(within: 5) == 130, "\(learn.output)")
        #expect(learn.output.contains("The compile was stopped by Ctrl-C."), "\(learn.output)")
        #expect(!learn.output.contains("does not compile"), "\(learn.output)")
        #expect(learn.nothingLeft(), "left running: \(learn.descendants())")
    }

    @Test func exploresBudgetHoldsInsideASchedule() throws {
        // One schedule of this configuration takes far longer than the budget.
        let learn = try WatchedLearn(
            ["explore", "race", "--variant", "global", "--set", "updates=3000", "--set", "window=100000", "--budget", "2"],
            environment: [:])
        #expect(learn.exitStatus(within: 20) == 0, "explore ran past its budget: \(learn.output)")
        #expect(learn.output.contains("0 schedules in"), "\(learn.output)")
        #expect(
            learn.output.replacingOccurrences(of: "\n", with: " ").contains("the budget of 2 s ran out; not every schedule"),
            "\(learn.output)")
        #expect(learn.nothingLeft())
    }
}
