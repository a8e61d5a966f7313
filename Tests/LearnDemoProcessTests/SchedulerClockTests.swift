import LearnDemoProcess
import LearnDemos
import LearnJudge
import LearnLanguage
import LearnRunner
import LearnTestSupport
import LearnTrace
import Testing

/// Demo time under the scheduler (``SchedulerClock``): timers fire in the order of their
/// deadlines, only where the run has settled, and what the clock read decides each timed wait;
/// the wall clock decides nothing.
@Suite(.tags(.manyRuns)) struct SchedulerClockTests {
    static let runner = DemoRunner.forTests()
    static let labels = Set(DemoCatalog.named("completable-deferred")?.labels ?? [])

    static func request(_ variant: String, _ set: [String: String] = [:], pace: Double = 0) -> RunRequest {
        var request = ReplayCheck.request("completable-deferred", variant: variant)!
        if case .demo(var target) = request.target {
            target.parameters.merge(set) { $1 }
            request.target = .demo(target)
        }
        request.pace = pace
        return request
    }

    static func replay(_ request: RunRequest, _ token: ScheduleToken) -> RunResult {
        var replay = request
        replay.schedule = .replay(token)
        return runner.run(replay) { _ in }
    }

    /// The clock's firings in a scheduled run, in demo milliseconds, in the order they fired.
    static func clockReadings(_ result: RunResult) -> [Int] {
        ReplayCheck.gateOrder(result).compactMap { clockReadings(gate: $0) }
    }

    /// The clock's reading a gate says, when it is the clock's.
    static func clockReadings(gate: String) -> Int? {
        guard gate.hasPrefix("clock "), gate.hasSuffix(" ms") else { return nil }
        return Int(gate.dropFirst(6).dropLast(3))
    }

    /// Where `gate` stands in a scheduled run's order of gates.
    static func position(of gate: String, in result: RunResult) -> Int? {
        ReplayCheck.gateOrder(result).firstIndex(of: gate)
    }

    @Test func aTimeoutLongerThanTheCompletionsDelayTimesOutOnlyWhereTheClockPassedItBeforeTheCompletionRan() throws {
        let request = Self.request("timeout", ["timeout": "3.3", "complete_after": "3"])
        let found = ScheduleExplorer(runner: Self.runner).explore(request, labels: Self.labels)
        #expect(found.complete)
        #expect(found.divergent == 0)
        #expect(found.outcomes.contains { $0.text == "timed_out=0" }, "the completion wins where it runs first")
        for outcome in found.outcomes {
            let token = try #require(outcome.token)
            let run = Self.replay(request, token)
            #expect(ReplayCheck.outcome(run) == outcome.text, "replaying \(token)")
            // every schedule: the completion's timer (3 s) fires first; the timeout's (3.3 s) after it, if at all
            #expect(Self.clockReadings(run).first == 3000, "replaying \(token)")  // nothing can fire before it
            #expect(Self.clockReadings(run) == Self.clockReadings(run).sorted(), "replaying \(token)")
            let complete = try #require(Self.position(of: "begin complete", in: run))
            let waits = try #require(Self.position(of: "begin await", in: run))
            // the wait's deadline: the clock's reading when it began, plus 3.3 s
            let began = ReplayCheck.gateOrder(run).prefix(waits).compactMap { Self.clockReadings(gate: $0) }.last ?? 0
            let timeout = Self.position(of: "clock \(began + 3300) ms", in: run)
            if outcome.text == "timed_out=1" {
                #expect(
                    complete < waits || (timeout ?? .max) < complete,
                    "\(token) timed out though `complete()` ran while the waiter waited, before the clock reached its deadline")
            } else {
                #expect(timeout == nil, "\(token) succeeded, yet its timeout fired")
            }
        }
    }

    @Test func aTimeoutShorterThanTheCompletionsDelayIsFoundAndFiresFirst() throws {
        let request = Self.request("timeout", ["timeout": "2", "complete_after": "3"])
        let found = ScheduleExplorer(runner: Self.runner).explore(request, labels: Self.labels)
        #expect(found.complete)
        let timedOut = try #require(found.outcomes.first { $0.text == "timed_out=1" }?.token)
        let run = Self.replay(request, timedOut)
        #expect(Self.clockReadings(run).first == 2000)
        #expect(run.trace.values["waited_ms"] == 2000, "the wait lasted the timeout, in demo time")
    }

    /// The wall clock decides nothing: the same token at pace 0 and at pace 3 (where a free run
    /// would take 9 s before the completion) passes the same gates to the same outcome, and the
    /// waiter waited exactly the completion's delay in demo time.
    @Test func aReplayedTokenKeepsItsOutcomeAndTimesAtAnyPace() throws {
        let request = Self.request("timeout", ["timeout": "3.3", "complete_after": "3"])
        var first = request
        first.schedule = .explore(prefix: nil)
        let reference = Self.runner.run(first) { _ in }
        let token = try #require(reference.scheduleToken)
        #expect(token.countsTime)
        for pace in [0.0, 3.0, 0.0, 3.0] {
            let run = Self.replay(Self.request("timeout", ["timeout": "3.3", "complete_after": "3"], pace: pace), token)
            #expect(ReplayCheck.difference(run, from: reference, token: token) == nil, "pace \(pace)")
            #expect(run.trace.values["timed_out"] == 0)
            #expect(run.trace.values["waited_ms"] == 3000, "pace \(pace)")
            #expect(run.trace.values["timeout_ms"] == 3300, "pace \(pace)")
        }
    }

    /// A token made before the clock was kept (no `0`) is refused with a sentence where only the clock could move.
    @Test func aTokenWithoutTheClockIsRefusedWhereOnlyTimeCouldPass() {
        let run = Self.replay(Self.request("timeout"), ScheduleToken(parsing: "1c1i")!)
        let mismatch = ScheduleMismatch(wire: run.schedule?.mismatch ?? "")
        guard case .noClockStep = mismatch else {
            Issue.record("\(mismatch)")
            return
        }
        #expect(mismatch.words(Catalogue(.en)).contains("before learn kept demo time under the scheduler"))
    }

    @Test func theClocksStepReadsAndWritesAsZero() {
        let token = ScheduleToken(parsing: "1c01d01d")
        #expect(token?.choices == [1, 1, 1, 0, 1, 1, 1, 1, 0, 1, 1, 1, 1])
        #expect(token.map { "\($0)" } == "1c01d01d")
        #expect(token?.countsTime == true)
        #expect(ScheduleToken(parsing: "1c1i")?.countsTime == false)
    }
}
