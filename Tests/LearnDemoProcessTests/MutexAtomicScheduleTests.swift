import LearnDemoProcess
import LearnDemos
import LearnJudge
import LearnRunner
import LearnTestSupport
import LearnTrace
import Testing

/// Every schedule of the `mutex-atomic` demo's page at its step profile (two writers, one row
/// each, a page of one row): the check-then-act on atomics overshoots in some schedules, and
/// compare-exchange in none.
@Suite struct MutexAtomicScheduleTests {
    static let runner = DemoRunner.forTests()
    static let labels = Set(DemoCatalog.named("mutex-atomic")?.labels ?? [])

    static func page(_ variant: String) -> RunRequest {
        RunRequest(
            demo: "mutex-atomic", variant: variant, parameters: DemoCatalog.stepProfile(for: "mutex-atomic").parameters, pace: 0)
    }

    @Test func theCheckThenActOvershootsInSomeSchedulesAndNotInOthers() {
        let found = ScheduleExplorer(runner: Self.runner).explore(Self.page("check-then-act"), labels: Self.labels)
        #expect(found.complete && found.divergent == 0)
        #expect(found.schedules == 6)
        #expect(
            Set(found.outcomes.map(\.text)) == [
                "attempts=2 elapsed_us=0 limit=1 over=0 rows=1", "attempts=2 elapsed_us=0 limit=1 over=1 rows=2",
            ])
    }

    @Test func noScheduleOfCompareExchangeOvershoots() {
        let found = ScheduleExplorer(runner: Self.runner).explore(Self.page("compare-exchange"), labels: Self.labels)
        #expect(found.complete && found.divergent == 0)
        #expect(!found.outcomes.isEmpty)
        #expect(found.outcomes.allSatisfy { $0.text.contains("over=0 ") && $0.text.hasSuffix("rows=1") })
        // some schedule puts the other writer's add between a check and its exchange
        #expect(found.outcomes.contains { $0.text.contains("retries=1") })
    }
}
