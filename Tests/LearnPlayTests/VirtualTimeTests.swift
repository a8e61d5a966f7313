import Foundation
import LearnJudge
import LearnRunner
import LearnTestSupport
import LearnTrace
import Testing

@testable import LearnPlay

/// The scheduler's clock (`Support/tracer_clock.c`): sleeps, `asyncAfter` and timed waits of a
/// played program are timers that fire only when no thread can go on, or earlier in a schedule
/// that tries the clock first (a `0` in its token, `clockEarly` in its report). The facts are
/// orders and outcomes, never how long a run took.
@Suite(.tags(.swiftc), .slow) struct VirtualTimeTests {
    init() { setenv("LEARN_PLAY_HANG_MS", "60", 1) }

    /// `goal`, when given, tells apart the outcomes of the schedules it holds for (``ScheduleExplorer/Outcome/reachesGoal``).
    static func explore(
        _ name: String, _ text: String, preemptions: Int = 2, goal: ((RunResult) -> Bool)? = nil
    ) throws -> ScheduleExplorer.Exploration {
        let root = NSTemporaryDirectory() + "virtual-time-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let path = root + "/" + name
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let playground = try Playground.forTests(cache: root + "/cache")
        let build = try playground.build(PlaySource(path: path, text: text), mode: .scheduled)
        var bounds = ScheduleExplorer.Bounds()
        bounds.seconds = 30
        bounds.schedules = 200
        return try playground.explore(build, bounds: bounds, preemptions: preemptions, goal: goal)
    }

    /// Whether the schedule moved the clock where the default rule would have let a thread go (a
    /// `0` among a short token's deviations; any `0` in a long token's choices).
    static func movesClockFirst(_ token: ScheduleToken) -> Bool {
        if case .deviations(let deviations) = token.form { return deviations.contains { $0.rank == 0 } }
        return token.choices.contains(0)
    }

    /// A 3 s `asyncAfter` comes before a `sleep(4)` wakes, unless a schedule moves the clock again
    /// while the delayed block stands at its start (a block slower than a second): deadlines order
    /// the timers, and only a clock-first schedule (a `0` in its token) shows the other order.
    @Test func aShorterDelayComesFirst() throws {
        let found = try Self.explore(
            "sleepy.swift",
            """
            import Foundation
            var log: [String] = []
            let lock = NSLock()
            let group = DispatchGroup()
            group.enter()
            DispatchQueue.global().async {
                sleep(4)
                lock.lock(); log.append("slept"); lock.unlock()
                group.leave()
            }
            group.enter()
            DispatchQueue.global().asyncAfter(deadline: .now() + 3) {
                lock.lock(); log.append("after"); lock.unlock()
                group.leave()
            }
            group.wait()
            print(log.joined(separator: " "))
            """)
        #expect(found.complete)
        let inOrder = try #require(found.outcomes.first { $0.text == "printed last \"after slept\"" }?.token)
        #expect(!Self.movesClockFirst(inOrder), "\(inOrder)")
        for outcome in found.outcomes where outcome.text != "printed last \"after slept\"" {
            #expect(outcome.text == "printed last \"slept after\"", "\(outcome.text)")
            #expect(outcome.token.map(Self.movesClockFirst) == true, "\(String(describing: outcome.token))")
        }
    }

    /// A 2 s timeout never fires before a quick signal in the schedules that move the clock only
    /// when nothing else can go on; it fires in a schedule that moves the clock first, and explore
    /// counts that schedule as one where a timed wait timed out.
    @Test func aTimeoutFiresOnlyWhenTheClockComesFirst() throws {
        let found = try Self.explore(
            "timeout.swift",
            """
            import Foundation
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                usleep(1000)
                done.signal()
            }
            print(done.wait(timeout: .now() + 2) == .success ? "signalled" : "timed out")
            """)
        let texts = Set(found.outcomes.map(\.text))
        #expect(texts == ["printed last \"signalled\"", "printed last \"timed out\""], "\(texts)")
        let timedOut = try #require(found.outcomes.first { $0.text.contains("timed out") }?.token)
        #expect(Self.movesClockFirst(timedOut), "the timeout needs the clock first: \(timedOut)")
        let signalled = try #require(found.outcomes.first { $0.text.contains("signalled") }?.token)
        #expect(!Self.movesClockFirst(signalled))
        #expect(found.timedWaitSchedules > 0)
    }

    /// A thread that polls a flag with a sleep never starves the one it waits for, and the run
    /// sleeps in no real time: every schedule finishes with the value the flag publishes.
    @Test func aPollingLoopEndsInEverySchedule() throws {
        let found = try Self.explore(
            "poll.swift",
            """
            import Foundation
            let lock = NSLock()
            var ready = false
            var value = 0
            DispatchQueue.global().async {
                lock.lock(); value = 42; ready = true; lock.unlock()
            }
            while !lock.withLock({ ready }) { usleep(10_000) }
            print(lock.withLock { value })
            """, preemptions: 1)
        #expect(!found.outcomes.isEmpty)
        #expect(found.outcomes.allSatisfy { $0.text == "printed last \"42\"" }, "\(found.outcomes.map(\.text))")
    }
}
