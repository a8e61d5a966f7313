import Foundation
import LearnJudge
import LearnRunner
import LearnTestSupport
import Testing

@testable import LearnPlay

/// `Task.sleep` on the scheduler's clock (`Support/tracer_clock.c`): the runtime's wake-up job is a
/// timer that fires only when nothing else can go on, or earlier in a schedule that moves the clock
/// first (`clockEarly`). The facts are outcomes and orders, never how long a run took.
@Suite(.tags(.swiftc), .slow) struct VirtualTimeTaskTests {
    init() { setenv("LEARN_PLAY_HANG_MS", "60", 1) }

    /// The outcomes of `text`'s schedules, those that moved the clock first told apart (``Outcome/reachesGoal``).
    static func explore(_ name: String, _ text: String) throws -> ScheduleExplorer.Exploration {
        try VirtualTimeTests.explore(name, text, goal: { $0.schedule?.clockEarly == true })
    }

    /// Every kind of `Task.sleep`, half a minute each, ends in no real time: a scheduled run that
    /// slept really would be stopped by its watchdog long before its last line.
    @Test func longTaskSleepsTakeNoRealTime() throws {
        let found = try Self.explore(
            "sleeps.swift",
            """
            let sleeper = Task {
                try await Task.sleep(for: .seconds(30))
                try await Task.sleep(nanoseconds: 30_000_000_000)
                try await ContinuousClock().sleep(for: .seconds(30))
                try await SuspendingClock().sleep(for: .seconds(30))
                try await Task.sleep(for: .seconds(30), tolerance: .seconds(1))
                try await Task.sleep(until: .now + .seconds(30), clock: .continuous)
                print("slept")
            }
            try await sleeper.value
            """)
        #expect(found.complete)
        #expect(found.seconds < 10, "3 minutes of sleep took \(found.seconds) s")
        #expect(Set(found.outcomes.map(\.text)) == ["printed last \"slept\""], "\(found.outcomes.map(\.text))")
    }

    /// Two sleeping tasks wake in the order of their deadlines in every schedule that moves the
    /// clock only when nothing else can go on; only a clock-first schedule shows the other order.
    @Test func sleepsWakeInDeadlineOrder() throws {
        let found = try Self.explore(
            "two-sleeps.swift",
            """
            let later = Task {
                try await Task.sleep(for: .seconds(2))
                print("two")
            }
            let sooner = Task {
                try await Task.sleep(for: .seconds(1))
                print("one")
            }
            _ = try await (later.value, sooner.value)
            """)
        let timely = found.outcomes.filter { $0.reachesGoal != true }
        #expect(!timely.isEmpty)
        #expect(timely.allSatisfy { $0.text == "printed last \"two\"" }, "\(timely.map(\.text))")
    }

    /// A task's sleep and a queue's blocks: the sleep ends only once the blocks can do nothing
    /// more, however many gates they pass, unless a schedule moves the clock first.
    @Test func aSleepWaitsForTheQueueToFinish() throws {
        let found = try Self.explore(
            "sleep-and-queue.swift",
            """
            import Foundation
            let lock = NSLock()
            nonisolated(unsafe) var log: [String] = []
            let group = DispatchGroup()
            group.enter()
            Task {
                try await Task.sleep(for: .milliseconds(1))
                lock.withLock { log.append("task") }
                group.leave()
            }
            for block in 1...2 {
                group.enter()
                DispatchQueue.global().async {
                    lock.withLock { log.append("block \\(block)") }
                    group.leave()
                }
            }
            group.wait()
            print(log.last!)
            """)
        let timely = found.outcomes.filter { $0.reachesGoal != true }
        #expect(!timely.isEmpty)
        #expect(timely.allSatisfy { $0.text == "printed last \"task\"" }, "\(timely.map(\.text))")
        #expect(found.outcomes.contains { $0.reachesGoal == true && $0.text != "printed last \"task\"" })
    }

    /// A sleep cancelled while it is on the clock ends at once, and the wake-up job it leaves on
    /// the clock keeps no run from ending.
    @Test func aCancelledSleepEndsAtOnce() throws {
        let found = try Self.explore(
            "cancelled.swift",
            """
            let sleeper = Task {
                do {
                    try await Task.sleep(for: .seconds(100))
                    print("woke")
                } catch {
                    print("cancelled")
                }
            }
            try await Task.sleep(for: .seconds(1))
            sleeper.cancel()
            await sleeper.value
            try await Task.sleep(for: .seconds(200))
            print("done")
            """)
        #expect(!found.outcomes.isEmpty)
        #expect(found.outcomes.allSatisfy { $0.text == "printed last \"done\"" }, "\(found.outcomes.map(\.text))")
    }
}
