import LearnDemoProcess
import LearnDemos
import LearnJudge
import LearnRunner
import LearnTestSupport
import LearnTrace
import Testing

/// Replay determinism for every demo that can be stepped, and the goals of the fixed variants.
@Suite(.tags(.manyRuns), .slow) struct ScheduleReplayTests {
    static let runner = DemoRunner.forTests()

    /// Every demo whose tokens replay: every one that takes step mode but `freeze` and
    /// `async-sum`, whose gated decisions depend on a clock (they print no token; tested below).
    static let replayable = ReplayCheck.replayable

    /// How often each token is replayed here (`learn-bench replay` replays each 100 times).
    static let replays = TestSet.everyCase ? 10 : 5

    /// The values `demo` declares: what an outcome of the search shows.
    static func labels(_ demo: String) -> Set<String> { Set(DemoCatalog.named(demo)?.labels ?? []) }

    static func request(_ demo: String, _ variant: String? = nil) -> RunRequest {
        ReplayCheck.request(demo, variant: variant)!
    }

    /// Replays `run`'s token and expects every replay to pass the same gates as `reference`
    /// (the run itself, or the first replay of a free run's token) to the run's outcome.
    static func expectReplays(_ run: RunResult, times: Int = replays, reference: RunResult? = nil) throws {
        let demo = run.request.target.demo?.id ?? ""
        let token = try #require(run.scheduleToken, "\(demo) gave no token: \(run.noTokenReason ?? "")")
        var request = run.request
        request.schedule = .replay(token)
        request.pace = 0
        var reference = reference
        for _ in 0..<times {
            let replayed = runner.run(request) { _ in }
            if reference == nil { reference = replayed }
            #expect(ReplayCheck.difference(replayed, from: reference!, token: token) == nil, "\(demo) replaying \(token)")
            #expect(ReplayCheck.outcome(replayed) == ReplayCheck.outcome(run), "\(demo) replaying \(token)")
        }
    }

    @Test(arguments: replayable)
    func aTokenOfTheFirstScheduleReplaysTheSameGatesAndOutcome(demo: String) throws {
        var request = Self.request(demo)
        request.schedule = .explore(prefix: nil)
        let first = Self.runner.run(request) { _ in }
        try Self.expectReplays(first, reference: first)
    }

    @Test(arguments: replayable)
    func aFreeRunsTokenReplaysTheOrderItsGatesWerePassedIn(demo: String) throws {
        var request = Self.request(demo)
        request.schedule = .record
        if let refusal = DemoCatalog.stepProfile(for: demo).recordRefusal {  // freeze: the wall clock orders a free run's frames
            let free = Self.runner.run(request) { _ in }
            #expect(free.scheduleToken == nil)
            #expect(free.noTokenReason == refusal.description)
            return
        }
        // A free run's token exists only when a scheduled run could take its whole order to the
        // same outcome; otherwise it says why and prints none. On a loaded machine a follower can
        // miss an order now and then (CI's run of barrier-array once got none in three): five
        // free runs must give at least one token, and every token given must replay.
        let free = Self.runner.recordedRun(request)
        // A free run may end otherwise (the semaphore demo's lost wakeup hangs it): no token then.
        guard free.status == .finished else {
            #expect(free.scheduleToken == nil)
            return
        }
        #expect(free.scheduleToken != nil, "\(demo): five free runs gave no replay token: \(free.noTokenReason ?? "no reason")")
        try Self.expectReplays(free)
    }

    @Test(arguments: replayable)
    func aRandomSchedulesTokenReplaysTheSameGatesAndOutcome(demo: String) throws {
        var request = Self.request(demo)
        request.schedule = .step
        var stepping = DemoRunner.forTests()
        stepping.console = RandomConsole(seed: UInt64(demo.utf8.count))
        let stepped = stepping.run(request) { _ in }
        try Self.expectReplays(stepped, reference: stepped)
    }

    /// Step mode's `a` (auto) on a demo: learn's default rule finishes the run (issue 32), so the
    /// short token printed at its end replays the whole run, gate for gate.
    @Test func theTokenAfterAutoReplaysTheWholeRun() throws {
        final class OneChoiceThenAuto: ScheduleConsole, @unchecked Sendable {  // one run asks at a time
            var asked = 0
            func decide(_ decision: ScheduleDecision) -> ScheduleAnswer {
                asked += 1
                return asked == 1 ? .go(decision.choices.last ?? 1) : .auto
            }
            func ended(_ result: RunResult) {}
        }
        var request = Self.request("data-source")
        request.schedule = .step
        var stepping = DemoRunner.forTests()
        stepping.console = OneChoiceThenAuto()
        let stepped = stepping.run(request) { _ in }
        #expect(stepped.schedule?.finishedByDefault == true && stepped.schedule?.wentAuto == false)
        let token = try #require(stepped.scheduleToken)
        #expect("\(token)".hasPrefix("s") && "\(token)".count < 100, "\(token)")
        try Self.expectReplays(stepped, reference: stepped)
    }

    /// The issue's own test: a schedule that loses an update replays to the lost update 100 times of 100.
    @Test func aLostUpdateReplaysAHundredTimesOfAHundred() throws {
        let found = ScheduleExplorer(runner: Self.runner).explore(Self.request("data-source", "global"), labels: Self.labels("data-source"))
        {
            ($0.trace.values["lost"] ?? 0) > 0
        }
        let lost = try #require(found.outcomes.first { $0.reachesGoal == true })
        var request = Self.request("data-source", "global")
        request.schedule = .replay(try #require(lost.token))
        let first = Self.runner.run(request) { _ in }
        #expect((first.trace.values["lost"] ?? 0) > 0)
        try Self.expectReplays(first, times: 100, reference: first)
    }

    @Test(arguments: ["async-sum"])
    func aDemoWhoseGatesAClockDecidesPrintsNoTokenAndSaysWhy(demo: String) {
        var request = Self.request(demo)
        request.schedule = .explore(prefix: nil)
        let run = Self.runner.run(request) { _ in }
        #expect(run.schedule?.token != nil)
        #expect(run.scheduleToken == nil)
        #expect(run.noTokenReason?.contains("clock") == true)
    }

    @Test(arguments: [("barrier", false), ("unsafe", true)])
    func onlyTheUnsafeBarrierLetsAWriteRunBesideARead(variant: String, reachable: Bool) {
        let found = ScheduleExplorer(runner: Self.runner).explore(
            Self.request("barrier-array", variant), labels: Self.labels("barrier-array")
        ) {
            Self.writeBesideRead($0.trace)
        }
        #expect(found.complete)
        #expect(found.divergent == 0)
        #expect((found.goalSchedules > 0) == reachable)
    }

    @Test func noScheduleOfTheSerialRaceReachesALostUpdate() {
        let found = ScheduleExplorer(runner: Self.runner).explore(Self.request("data-source", "serial"), labels: Self.labels("data-source"))
        {
            ($0.trace.values["lost"] ?? 0) > 0
        }
        #expect(found.complete)
        #expect(found.goalSchedules == 0)
    }

    @Test(arguments: ["await", "locked"])
    func theSemaphoresCanSignalGatesGiveALostWakeup(variant: String) {
        let found = ScheduleExplorer(runner: Self.runner).explore(
            Self.request("completable-deferred", variant), labels: Self.labels("completable-deferred"))
        #expect(found.complete)
        #expect(Set(found.outcomes.map(\.text)) == ["lost wake-up", "finished"])
    }

    /// A recorded free run that did not finish (cross-sync waits forever) gives no token, and says why.
    @Test func aRecordedRunThatHangsSaysWhyItHasNoToken() {
        var request = Self.request("queues", "cross-sync")
        request.schedule = .record
        let result = Self.runner.run(request) { _ in }
        #expect(result.status.word == "timed-out", "\(result.status)")
        #expect(result.scheduleToken == nil)
        #expect(result.noTokenReason?.hasPrefix("the run did not finish (timed-out)") == true, "\(result.noTokenReason ?? "no reason")")
    }

    /// The lost wake-up replayed: told as one (the waiter, named as the log names it), never a deadlock.
    @Test func theAwaitLostWakeupReplayedIsNotCalledADeadlock() throws {
        let request = Self.request("completable-deferred", "await")
        let found = ScheduleExplorer(runner: Self.runner).explore(request, labels: Self.labels("completable-deferred"))
        let lost = try #require(found.outcomes.first { $0.text == "lost wake-up" }?.token)
        var replay = request
        replay.schedule = .replay(lost)
        let result = Self.runner.run(replay) { _ in }
        guard case .timedOut(_, let report) = result.status else {
            Issue.record("the replay ended \(result.status)")
            return
        }
        let text = report.joined(separator: "\n")
        #expect(text.contains("A lost wake-up: T"))
        // a pool thread idle in a futex is listed below the diagnosis: it must not say no thread is blocked at all
        #expect(!text.contains("no other thread is running or blocked:"), "\(text)")
        #expect(!text.contains("deadlock"))
        #expect(!text.contains("thread 2") && !text.contains("thread 3"))
        #expect(result.scheduleOutcome(labels: Self.labels("completable-deferred")) == "lost wake-up")
    }

    /// A `write` span that begins while a `read` span on another thread is open (or the reverse).
    static func writeBesideRead(_ trace: Trace) -> Bool {
        var open: [String: Set<Int32>] = [:]
        for event in trace.events {
            if event.kind == .begin, event.label == "read" || event.label == "write" {
                let other = event.label == "read" ? "write" : "read"
                if !(open[other] ?? []).subtracting([event.tid]).isEmpty { return true }
                open[event.label, default: []].insert(event.tid)
            } else if event.kind == .end, event.label == "read" || event.label == "write" {
                open[event.label]?.remove(event.tid)
            }
        }
        return false
    }
}
