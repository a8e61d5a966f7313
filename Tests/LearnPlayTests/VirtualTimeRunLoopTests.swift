import Foundation
import LearnJudge
import LearnRunner
import LearnTestSupport
import Testing

@testable import LearnPlay

/// A run loop on the scheduler's clock (`Support/tracer_runloop.c`): a run with a time limit ends
/// when the clock reaches it, its timers fire when the clock reaches theirs, and whatever wakes a
/// real run loop (a block on main) wakes it at once. The facts are outcomes, never durations.
@Suite(.tags(.swiftc), .slow) struct VirtualTimeRunLoopTests {
    init() { setenv("LEARN_PLAY_HANG_MS", "60", 1) }

    /// A log the programs below keep their order in, behind a lock: a block on main and the main
    /// thread's own code are one thread's, but the race detector does not take a run loop's blocks
    /// as the main thread's program order yet, and these tests are about time, not races.
    static let log = """
        import CoreFoundation
        import Foundation
        final class Log: @unchecked Sendable {
            private let lock = NSLock()
            private var lines: [String] = []
            func add(_ line: String) { lock.withLock { lines.append(line) } }
            var text: String { lock.withLock { lines.joined(separator: " ") } }
        }
        let log = Log()

        """

    /// The outcomes' texts of `text`'s schedules (after ``log``), those that moved the clock first left out.
    static func timelyOutcomes(_ name: String, _ text: String) throws -> Set<String> {
        let found = try VirtualTimeTests.explore(name, Self.log + text, goal: { $0.schedule?.clockEarly == true })
        #expect(found.divergent == 0, "\(found.divergent) runs did not follow their tokens")
        return Set(found.outcomes.filter { $0.reachesGoal != true }.map(\.text))
    }

    /// `RunLoop.main.run(until:)` half a minute ahead serves a block queued on main a second ahead,
    /// then returns when the clock reaches its date: a run that waited really would be stopped by
    /// its watchdog first.
    @Test func runUntilServesMainThenReturnsOnTheClock() throws {
        let outcomes = try Self.timelyOutcomes(
            "run-until.swift",
            """
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) { log.add("after") }
            RunLoop.main.run(until: Date() + 30)
            log.add("returned")
            print(log.text)
            """)
        #expect(outcomes == ["printed last \"after returned\""], "\(outcomes)")
    }

    /// A repeating `Timer` fires on the clock, between the main queue's delayed block, until the
    /// run's date: at 2 s, 4 s and 6 s of a 7 s run, with the block at 3 s.
    @Test func timersFireOnTheClock() throws {
        let outcomes = try Self.timelyOutcomes(
            "timer.swift",
            """
            let timer = Timer.scheduledTimer(withTimeInterval: 2, repeats: true) { _ in log.add("tick") }
            DispatchQueue.main.asyncAfter(deadline: .now() + 3) { log.add("after") }
            RunLoop.main.run(until: Date() + 7)
            timer.invalidate()
            print(log.text)
            """)
        #expect(outcomes == ["printed last \"tick after tick tick\""], "\(outcomes)")
    }

    /// A main thread that turns its run loop half a second at a time until another thread's flag is
    /// set sees the flag after four turns: the other thread's two-second sleep ends first, as its
    /// deadline was set first.
    @Test func aPollingRunLoopWaitsForTheClock() throws {
        let outcomes = try Self.timelyOutcomes(
            "poll-loop.swift",
            """
            let lock = NSLock()
            nonisolated(unsafe) var done = false
            DispatchQueue.global().async {
                Thread.sleep(forTimeInterval: 2)
                lock.withLock { done = true }
            }
            var turns = 0
            while !lock.withLock({ done }) {
                _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.5))
                turns += 1
            }
            print("turns \\(turns)")
            """)
        #expect(outcomes == ["printed last \"turns 4\""], "\(outcomes)")
    }

    /// `CFRunLoopRun` with no limit ends when a timer's callout stops it, after a block on main
    /// that sleeps: the sleep and the timer are both on the clock.
    @Test func aTimerStopsCFRunLoopRun() throws {
        let outcomes = try Self.timelyOutcomes(
            "cf-run.swift",
            """
            let timer = Timer.scheduledTimer(withTimeInterval: 3, repeats: false) { _ in
                log.add("timer")
                CFRunLoopStop(CFRunLoopGetMain())
            }
            DispatchQueue.main.async {
                Thread.sleep(forTimeInterval: 1)
                log.add("slept")
            }
            CFRunLoopRun()
            print(log.text, timer.isValid)
            """)
        #expect(outcomes == ["printed last \"slept timer false\""], "\(outcomes)")
    }
}
