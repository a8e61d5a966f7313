import Foundation
import LearnDemoProcess
import LearnDemos
import LearnJudge
import LearnRunner
import LearnTrace
import Synchronization

/// Replay determinism, measured: for every demo whose tokens replay, a token
/// from a free run and one from a random schedule, each replayed `replays`
/// times; a replay counts as identical when it passes the same gates in the
/// same order and ends with the same outcome as the first replay (the free
/// run) or the stepped run (the random schedule). Fewer replays with
/// `LEARN_BENCH_REPLAYS=N`; only some demos with `LEARN_BENCH_DEMOS=a,b`, and then
/// every variant of each, with a token for every outcome `explore` finds too.
/// `LEARN_BENCH_LOAD=N` keeps N busy loops running meanwhile (a loaded machine).
struct ReplayBench: Benchmark {
    let name = "replay"
    var replays = ProcessInfo.processInfo.environment["LEARN_BENCH_REPLAYS"].flatMap(Int.init) ?? 100

    func run() -> [Figure] {
        guard let learn = DemoRunner.siblingExecutable(named: "learn") else { return [Figure.learnMissing] }
        let environment = ProcessInfo.processInfo.environment
        let only = environment["LEARN_BENCH_DEMOS"].map { Set($0.split(separator: ",").map(String.init)) }
        let load = BusyLoops(count: environment["LEARN_BENCH_LOAD"].flatMap(Int.init) ?? 0)
        defer { load.stop() }
        let free = DemoRunner(executable: learn)
        var figures: [Figure] = []
        for demo in ReplayCheck.replayable where only?.contains(demo) ?? true {
            let variants = only == nil ? [nil] : (DemoCatalog.named(demo)?.variants.map { Optional($0.name) } ?? [nil])
            for variant in variants {
                guard let base = ReplayCheck.request(demo, variant: variant) else { continue }
                let shown = variant.map { "\(demo) --variant \($0)" } ?? demo
                if base.target.demo?.traits.recordRefusal == nil {  // freeze: a free run's frames are the wall clock's
                    var recorded = base
                    recorded.schedule = .record
                    // a free run at a pace `learn run` takes: at 0 (refused there) the semaphore's completion
                    // comes at once, races the waiter, and the watchdog stops the lost wake-up: no token
                    recorded.pace = 0.05
                    let freeRun = free.run(recorded) { _ in }
                    figures.append(measure("\(shown) (load \(load.count)): free run's token", freeRun, runner: free, reference: nil))
                }
                var stepped = base
                stepped.schedule = .step
                let randomRun = DemoRunner(executable: learn, console: RandomConsole(seed: 7)).run(stepped) { _ in }
                figures.append(
                    measure("\(shown) (load \(load.count)): random schedule's token", randomRun, runner: free, reference: randomRun))
                if only != nil { figures += explored(base, shown: "\(shown) (load \(load.count))", runner: free) }
            }
        }
        return figures
    }

    /// Every outcome `explore` finds for `base` (a small search), its token replayed `replays` times.
    private func explored(_ base: RunRequest, shown: String, runner: DemoRunner) -> [Figure] {
        var bounds = ScheduleExplorer.Bounds()
        bounds.schedules = 200
        bounds.seconds = 30
        let labels = Set(base.target.demo?.traits.labels ?? [])
        let found = ScheduleExplorer(runner: runner).explore(base, labels: labels, bounds: bounds)
        return found.outcomes.compactMap { outcome in
            guard let token = outcome.token else { return nil }
            var request = base
            request.schedule = .replay(token)
            let first = runner.run(request) { _ in }
            return measure("\(shown): explored `\(outcome.text)`", first, runner: runner, reference: first, token: token)
        }
    }

    /// Replays `run`'s token and counts the replays identical to `reference` (nil: to the first replay).
    private func measure(
        _ label: String, _ run: RunResult, runner: DemoRunner, reference: RunResult?, token given: ScheduleToken? = nil
    ) -> Figure {
        guard let token = given ?? run.scheduleToken else {
            return .notMeasured(
                label, goal: "\(replays)/\(replays)", why: "the run gave no token (\(run.status.word): \(run.noTokenReason ?? "no gates"))")
        }
        var request = run.request
        request.schedule = .replay(token)
        var reference = reference
        var identical = 0
        var firstDifference: String?
        for _ in 0..<replays {
            let replayed = runner.run(request) { _ in }
            if reference == nil { reference = replayed }
            if let difference = ReplayCheck.difference(replayed, from: reference!, token: token) {
                if firstDifference == nil { firstDifference = difference }
            } else if ReplayCheck.outcome(replayed) == ReplayCheck.outcome(run) {
                identical += 1
            } else if firstDifference == nil {
                firstDifference = "outcome \(ReplayCheck.outcome(replayed)), not the run's \(ReplayCheck.outcome(run))"
            }
        }
        let tokenText = String(describing: token)
        let shown = tokenText.count > 24 ? String(tokenText.prefix(24)) + "…" : tokenText
        let detail = firstDifference.map { " (first difference: \($0))" } ?? ""
        // a short token names its deviations only: the steps are the replay's choices
        let steps = reference?.schedule.map { ScheduleToken(choices: $0.choices) } ?? token
        return Figure(
            name: "\(label) \(shown), \(steps.stepWords): replays identical",
            value: "\(identical)/\(replays)\(detail)", goal: "\(replays)/\(replays)", met: identical == replays)
    }
}

/// A machine under load, as `stress --cpu N` makes it: `count` threads spinning until stopped.
final class BusyLoops: Sendable {
    let count: Int
    private let running = Atomic<Bool>(true)

    init(count: Int) {
        self.count = count
        for _ in 0..<count {
            Thread { [self] in
                var x: UInt64 = 1
                while running.load(ordering: .relaxed) { x = x &* 6_364_136_223_846_793_005 &+ 1 }
                if x == 0 { print("") }  // keeps the loop from being folded away
            }.start()
        }
    }

    func stop() { running.store(false, ordering: .relaxed) }
}
