import LearnDemos
import LearnRunner
import LearnTrace
import Testing

/// Replay determinism for every demo that can be stepped, and the goals of the fixed variants.
@Suite struct ScheduleReplayTests {
    static let runner = DemoRunner.forTests()

    /// Every demo that takes step mode, in its default variant. Left out: `freeze`, whose
    /// frames come from a clock, not from the order of its threads, and `async-sum`, whose
    /// operations' marks do not yet replay in their first run's order.
    static let steppable = DemoCatalog.all.map(\.id).filter {
        DemoCatalog.stepProfile(for: $0).refusal == nil && !["freeze", "async-sum"].contains($0)
    }

    /// Values that measure the machine (a pid, a rate, a time), which no schedule decides.
    static let measured: Set<String> = ["pid", "ready-ms", "serial_ops_per_s", "barrier_ops_per_s", "lock_ops_per_s"]

    static func request(_ demo: String, _ variant: String? = nil) -> RunRequest {
        let spec = DemoCatalog.named(demo)!
        var parameters: [String: String] = [:]
        for p in spec.parameters { parameters[p.name] = p.defaultValue }
        for (k, v) in DemoCatalog.stepProfile(for: demo).parameters { parameters[k] = v }
        return RunRequest(demo: demo, variant: variant ?? spec.defaultVariant.name, parameters: parameters, pace: 0)
    }

    /// The gates a run passed, in order, without the threads' numbers (and without the
    /// numbers of measured values).
    static func gateOrder(_ result: RunResult) -> [String] {
        (result.schedule?.gates ?? []).map { gate in
            let summary = String(gate.drop { $0 != ":" }.dropFirst())
            let measuredValue = measured.contains { summary.hasPrefix("value \($0) = ") }
            return measuredValue ? String(summary.prefix { $0 != "=" }) : summary
        }
    }

    @Test(arguments: steppable)
    func aTokenReplaysTheSameGatesAndOutcome(demo: String) throws {
        var request = Self.request(demo)
        request.schedule = .explore(prefix: nil)
        let first = Self.runner.run(request) { _ in }
        let token = try #require(first.schedule?.token, "\(demo) passed no gate")
        let labels = Set(DemoCatalog.named(demo)?.labels ?? []).subtracting(Self.measured)
        let outcome = ScheduleExplorer.outcomeText(first, labels: labels)
        request.schedule = .replay(token)
        // Known: the barrier demo's reader and writer threads can arrive at their first gates
        // together and take each other's numbers, so a token can name the other thread. Its
        // outcome replays; the order of its gates does not always yet.
        try withKnownIssue("barrier-array: thread numbers by arrival", isIntermittent: true) {
            for _ in 0..<3 {
                let replayed = Self.runner.run(request) { _ in }
                #expect(replayed.schedule?.mismatch == nil, "\(demo): \(replayed.schedule?.mismatch ?? "")")
                #expect(Self.gateOrder(replayed) == Self.gateOrder(first), "\(demo) replayed \(token) in another order")
                #expect(ScheduleExplorer.outcomeText(replayed, labels: labels) == outcome, "\(demo)")
            }
        } when: { demo == "barrier-array" }
    }

    @Test(arguments: [("barrier", false), ("unsafe", true)])
    func onlyTheUnsafeBarrierLetsAWriteRunBesideARead(variant: String, reachable: Bool) {
        let found = ScheduleExplorer(runner: Self.runner).explore(Self.request("barrier-array", variant)) {
            Self.writeBesideRead($0.trace)
        }
        #expect(found.complete)
        #expect(found.divergent == 0)
        #expect((found.goalSchedules > 0) == reachable)
    }

    @Test func noScheduleOfTheSerialRaceReachesALostUpdate() {
        let found = ScheduleExplorer(runner: Self.runner).explore(Self.request("data-source", "serial")) {
            ($0.trace.values["lost"] ?? 0) > 0
        }
        #expect(found.complete)
        #expect(found.goalSchedules == 0)
    }

    @Test(arguments: ["await", "locked"])
    func theSemaphoresCanSignalGatesGiveALostWakeup(variant: String) {
        let found = ScheduleExplorer(runner: Self.runner).explore(Self.request("completable-deferred", variant))
        #expect(found.complete)
        #expect(Set(found.outcomes.map(\.text)) == ["deadlock", "finished"])
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
