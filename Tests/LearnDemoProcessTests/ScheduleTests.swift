import LearnDemoProcess
import LearnDemos
import LearnJudge
import LearnRunner
import LearnTestSupport
import LearnTrace
import Testing

/// Step mode's machinery without a terminal: tokens, replay, and the search over schedules.
@Suite struct ScheduleTests {
    /// The smallest race: two writers, one row each (six schedules of four gates).
    static func race(_ variant: String) -> RunRequest {
        var parameters = DemoCatalog.stepProfile(for: "data-source").parameters
        parameters["updates"] = "1"
        return RunRequest(demo: "data-source", variant: variant, parameters: parameters, pace: 0)
    }

    static let runner = DemoRunner.forTests()
    /// The values the race declares: what an outcome of the search shows.
    static let labels = Set(DemoCatalog.named("data-source")?.labels ?? [])

    @Test func tokensRoundTrip() {
        let choices = [1, 1, 2, 1, 3, 3, 3] + Array(repeating: 2, count: 30)
        let token = ScheduleToken(choices: choices)
        #expect(token.description == "1b213c2ad")
        #expect(ScheduleToken(parsing: token.description) == token)
        #expect(ScheduleToken(parsing: "1x!") == nil)
        #expect(ScheduleToken(parsing: "") == nil)
    }

    @Test func theGlobalRaceHasTwoOutcomesOverSixSchedules() {
        let found = ScheduleExplorer(runner: Self.runner).explore(Self.race("global"), labels: Self.labels)
        #expect(found.complete)
        #expect(found.divergent == 0)
        #expect(found.schedules == 6)
        #expect(Set(found.outcomes.map(\.text)) == ["expected=2 lost=0 rows=2", "expected=2 lost=1 rows=1"])
    }

    @Test func noScheduleOfTheSerialQueueLosesAnUpdate() {
        let found = ScheduleExplorer(runner: Self.runner).explore(Self.race("serial"), labels: Self.labels)
        #expect(found.complete)
        #expect(found.outcomes.map(\.text) == ["expected=2 lost=0 rows=2"])
    }

    @Test(arguments: ["global", "serial", "trap"])
    func everyOutcomeReplaysTheSameGatesAndOutcome(variant: String) throws {
        let found = ScheduleExplorer(runner: Self.runner).explore(Self.race(variant), labels: Self.labels)
        #expect(!found.outcomes.isEmpty)
        for outcome in found.outcomes {
            let token = try #require(outcome.token)
            var request = Self.race(variant)
            request.schedule = .replay(token)
            var seen: Set<[String]> = []
            for _ in 0..<3 {
                let result = Self.runner.run(request) { _ in }
                #expect(result.schedule?.mismatch == nil)
                #expect(result.schedule?.token == token)
                #expect(result.scheduleOutcome(labels: Self.labels) == outcome.text)
                seen.insert(result.schedule?.gates ?? [])
            }
            #expect(seen.count == 1)
        }
    }

    /// Up to five free runs for one with a token (``DemoRunner/recordedRun(_:tries:)``).
    @Test func aFreeRunsRecordedTokenReplaysItsGateOrder() throws {
        var request = Self.race("global")
        let free = Self.runner.recordedRun(request)
        let token = try #require(free.scheduleToken, "\(free.noTokenReason ?? "")")
        request.schedule = .replay(token)
        let replayed = Self.runner.run(request) { _ in }
        #expect(replayed.schedule?.mismatch == nil)
        #expect(replayed.schedule?.token == token)
        #expect(replayed.trace.values["lost"] == free.trace.values["lost"])
    }
}

/// A deadlock the scheduler finds: both threads blocked outside their gates, nobody to let go.
@Suite struct ScheduleDeadlockTests {
    @Test func crossSyncIsADeadlockInEverySchedule() {
        let request = RunRequest(demo: "queues", variant: "cross-sync", pace: 0)
        let found = ScheduleExplorer(runner: DemoRunner.forTests()).explore(request, labels: Set(DemoCatalog.named("queues")?.labels ?? []))
        #expect(found.complete)
        #expect(found.outcomes.map(\.text) == ["deadlock"])
    }
}
