import LearnDemoProcess
import LearnDemos
import LearnRunner
import LearnTestSupport
import LearnTrace
import Testing

/// Every demo that can be scheduled keeps its timed decisions on the scheduler's clock: the
/// `group` lesson's timeouts and `freeze`'s frames, not only the semaphore's.
@Suite(.tags(.manyRuns)) struct DemoTimeTests {
    static let runner = DemoRunner.forTests()

    static func explored(_ demo: String, _ variant: String) -> RunResult {
        var request = ReplayCheck.request(demo, variant: variant)!
        request.schedule = .explore(prefix: nil)
        return runner.run(request) { _ in }
    }

    /// The clock's readings in a scheduled run, in demo milliseconds, in the order it fired.
    static func clockReadings(_ run: RunResult) -> [Int] {
        ReplayCheck.gateOrder(run).compactMap { gate in
            guard gate.hasPrefix("clock "), gate.hasSuffix(" ms") else { return nil }
            return Int(gate.dropFirst(6).dropLast(3))
        }
    }

    /// The model's 5 s `wait(timeout:)` outlasts its 0.3 s loads on the clock (at pace 0 it timed out at once).
    @Test func theModelsFiveSecondWaitSeesEveryCellDone() {
        let run = Self.explored("group", "model")
        #expect(run.status == .finished)
        #expect(run.trace.values["timedOut"] == 0)
        #expect(Self.clockReadings(run).allSatisfy { $0 < 5_000 })
    }

    /// The timeout part's 0.5 s wait gives up before the 2 s task: at 500 ms of demo time.
    @Test func theTimeoutPartGivesUpAtHalfASecondOfDemoTime() {
        let run = Self.explored("group", "timeout")
        #expect(run.trace.values["timedOut"] == 1)
        #expect(Self.clockReadings(run).first == 500)
    }

    /// Frames are timers on the clock: the main thread busy loading misses frames, and a replay
    /// of the run's token draws and misses exactly as many.
    @Test func freezesFramesAreOnTheClockAndReplay() throws {
        let run = Self.explored("freeze", "main")
        let frames = try #require(run.trace.values["frames"])
        #expect(frames > 0)
        #expect((run.trace.values["missed"] ?? 0) > 0)
        var replay = run.request
        replay.schedule = .replay(try #require(run.scheduleToken))
        let again = Self.runner.run(replay) { _ in }
        #expect(again.trace.values["frames"] == frames)
        #expect(again.trace.values["missed"] == run.trace.values["missed"])
    }

    /// A free run of `freeze` gives no token and says why: its frames came from the wall clock.
    @Test func aFreeRunOfFreezeSaysWhyItHasNoToken() {
        var request = ReplayCheck.request("freeze", variant: "main")!
        request.schedule = .record
        let run = Self.runner.run(request) { _ in }
        #expect(run.scheduleToken == nil)
        #expect(run.noTokenReason?.contains("wall clock") == true)
    }

    /// `{steps}` and "in N steps" count threads let go at gates; the clock's ticks are said apart.
    @Test func stepsCountThreadsNotTheClock() throws {
        let token = try #require(ScheduleToken(parsing: "1c01d01d"))
        #expect(token.threadSteps == 11)
        #expect(token.clockTicks == 2)
        #expect(token.stepWords == "11 steps and 2 clock ticks")
        #expect(ScheduleToken(parsing: "1")?.stepWords == "1 step")
    }
}
