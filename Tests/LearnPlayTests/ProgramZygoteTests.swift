import Foundation
import LearnRunner
import LearnTestSupport
import LearnTrace
import Testing

@testable import LearnPlay

/// A judged verify's runs fork from one process of the program (``ProgramZygote``) instead of
/// each starting it: a forked run must be the run the program itself makes, with its own
/// environment, output, schedule and ending, and the zygote must not outlive its runs' owner.
@Suite(.tags(.swiftc), .slow) struct ProgramZygoteTests {
    /// Two threads add under a lock; the judge's seed (each run's own, sent in its request: the
    /// program reads it through the tracer, as a judge does) picks how the run ends. The judge is
    /// the program; the learner's file declares nothing it calls.
    static let judge = """
        import Foundation
        final class Box: @unchecked Sendable { var total = 0 }
        let box = Box(), lock = NSLock(), done = DispatchSemaphore(value: 0)
        for _ in 0..<2 {
            Thread {
                for _ in 0..<3 { lock.lock(); box.total += 1; lock.unlock() }
                done.signal()
            }.start()
        }
        done.wait()
        done.wait()
        let seed = Judge.inputs.state
        print("total", box.total, "seed", seed)
        if seed == 13 { exit(3) }
        if seed == 14 { fatalError("stop") }

        """

    /// A run's ending without a crash's summary (what it names last depends on which events the
    /// crash left unwritten, in any run).
    static func kind(_ status: RunStatus) -> String {
        if case .crashed(let signal, let name, _) = status { return "crashed \(signal) \(name)" }
        return "\(status)"
    }

    /// The scheduled runner of a one-line learner's file `name` that `judge` runs, built with its
    /// cache in `root`.
    static func judged(_ judge: String, _ name: String, cache root: String) throws -> ScheduledProgram {
        let playground = try Playground.forTests(cache: root)
        var source = PlaySource(path: "/tmp/" + name, text: "let learnersLine = 1\n")
        source.judge = judge
        return try playground.scheduled(try playground.build(source, mode: .scheduled))
    }

    @Test func aForkedRunIsTheRunTheProgramMakes() throws {
        let root = try TemporaryFolder.make("zygote")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let plain = try Self.judged(Self.judge, "zygote.swift", cache: root)
        var zygotePid: Int32 = 0
        do {
            let forked = plain.withZygote()
            let zygote = try #require(forked.zygote)
            zygotePid = zygote.pid
            var statuses: [RunStatus] = []
            for (seed, schedule) in [(11, nil), (12, ScheduleMode.explore(prefix: nil)), (13, nil), (14, nil)] as [(UInt64, ScheduleMode?)]
            {
                var request = RunRequest(program: ProgramTarget(fileName: "zygote.swift"))
                request.schedule = schedule
                var a = plain, b = forked
                a.judgeSeed = seed
                b.judgeSeed = seed
                let started = a.run(request, live: { _ in }), made = b.run(request, live: { _ in })
                #expect(Self.kind(made.status) == Self.kind(started.status), "seed \(seed)")
                #expect(made.trace.output.map(\.label) == started.trace.output.map(\.label), "seed \(seed)")
                #expect(made.schedule?.token == started.schedule?.token, "seed \(seed)")
                #expect(made.trace.output.first?.label == "total 6 seed \(seed)", "seed \(seed)")
                #expect(ReplayCheck.gateOrder(made) == ReplayCheck.gateOrder(started), "seed \(seed)")
                #expect(made.childPeakMemory > 0, "seed \(seed)")
                statuses.append(made.status)
            }
            // Each ending as its run made it: finished, explored, exit status 3, a crash.
            #expect(statuses[0] == .finished && statuses[1] == .finished)
            #expect(statuses[2] == .failed("your program exited with status 3"))
            if case .crashed = statuses[3] {} else { Issue.record("a crash was told as \(statuses[3])") }
        }
        // The zygote ends with its last owner.
        #expect(kill(zygotePid, 0) != 0 && errno == ESRCH)
    }

    /// A run forked from the zygote is one thread that was the zygote's main thread: the Swift
    /// runtime's locks cache their thread's id, and a lazy global two threads meet in (a
    /// `swift_once`) is a priority-inheriting futex taken under that id. Under the zygote's id the
    /// run could never unlock it: its owner spun and its waiter slept, until the watchdog.
    static let meeting = """
        import Foundation
        let started = DispatchSemaphore(value: 0), done = DispatchSemaphore(value: 0)
        enum Shared { static let value: Int = { started.signal(); usleep(20_000); return 1 }() }
        Thread { started.wait(); print("thread", Shared.value); done.signal() }.start()
        print("main", Shared.value)
        done.wait()

        """

    @Test func aLazyGlobalTwoThreadsMeetInIsInitializedOnce() throws {
        let root = try TemporaryFolder.make("zygote-once")
        defer { try? FileManager.default.removeItem(atPath: root) }
        var forked = try Self.judged(Self.meeting, "zygote-once.swift", cache: root).withZygote()
        forked.watchdog = 5
        for _ in 0..<3 {
            let run = forked.run(RunRequest(program: ProgramTarget(fileName: "zygote-once.swift")), live: { _ in })
            #expect(run.status == .finished)
            #expect(Set(run.trace.output.map(\.label)) == ["main 1", "thread 1"])
        }
    }

    /// Issue 40: a verify whose program starts a `Process` took 82 s and explored 16 schedules of
    /// 60. A forked run's child outlived the run (nothing swept it, as a keeper sweeps a program's),
    /// held its output open, and each run waited for it. The zygote now kills what an ended run
    /// left running, at once: nothing of the run is left while the zygote lives on.
    @Test func whatAForkedRunLeavesRunningEndsWithIt() throws {
        let root = try TemporaryFolder.make("zygote-strays")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let mark = "1000.\(UInt32.random(in: 1...UInt32.max))"
        let starts = """
            import Foundation
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "/bin/sleep")
            p.arguments = ["\(mark)"]
            try! p.run()
            print("started")

            """
        let forked = try Self.judged(starts, "zygote-strays.swift", cache: root).withZygote()
        let zygote = try #require(forked.zygote)
        for _ in 0..<2 {
            let run = forked.run(RunRequest(program: ProgramTarget(fileName: "zygote-strays.swift")), live: { _ in })
            #expect(run.status == .finished, "\(run.status)")
            #expect(run.trace.output.map(\.label) == ["started"])
            #expect(Self.processes(with: mark).isEmpty, "left running: \(Self.processes(with: mark))")
        }
        #expect(kill(zygote.pid, 0) == 0, "the zygote lives on")
    }

    /// The pids of the processes whose command line holds `word`.
    static func processes(with word: String) -> [Int32] {
        let pids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc"))?.compactMap(Int32.init) ?? []
        return pids.filter { pid in
            let line = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline").map { String(decoding: $0, as: UTF8.self) }
            return line?.contains(word) ?? false
        }
    }
}
