import Foundation
import LearnDemoProcess
import LearnDemos
import LearnRunner
import LearnTrace

/// Replay determinism, measured: for every demo whose tokens replay, a token
/// from a free run and one from a random schedule, each replayed `replays`
/// times; a replay counts as identical when it passes the same gates in the
/// same order and ends with the same outcome as the first replay (the free
/// run) or the stepped run (the random schedule). Fewer replays with
/// `LEARN_BENCH_REPLAYS=N`; only some demos with `LEARN_BENCH_DEMOS=a,b`.
struct ReplayBench: Benchmark {
    let name = "replay"
    var replays = ProcessInfo.processInfo.environment["LEARN_BENCH_REPLAYS"].flatMap(Int.init) ?? 100

    func run() -> [Figure] {
        guard let learn = DemoRunner.siblingExecutable(named: "learn") else { return [Figure.learnMissing] }
        let only = ProcessInfo.processInfo.environment["LEARN_BENCH_DEMOS"].map { Set($0.split(separator: ",").map(String.init)) }
        let free = DemoRunner(executable: learn)
        var figures: [Figure] = []
        for demo in ReplayCheck.replayable where only?.contains(demo) ?? true {
            guard let base = ReplayCheck.request(demo) else { continue }
            var recorded = base
            recorded.schedule = .record
            let freeRun = free.run(recorded) { _ in }
            figures.append(measure("\(demo): free run's token", freeRun, runner: free, reference: nil))
            var stepped = base
            stepped.schedule = .step
            let randomRun = DemoRunner(executable: learn, console: RandomConsole(seed: 7)).run(stepped) { _ in }
            figures.append(measure("\(demo): random schedule's token", randomRun, runner: free, reference: randomRun))
        }
        return figures
    }

    /// Replays `run`'s token and counts the replays identical to `reference` (nil: to the first replay).
    private func measure(_ label: String, _ run: RunResult, runner: DemoRunner, reference: RunResult?) -> Figure {
        guard let token = run.scheduleToken else {
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
        return Figure(
            name: "\(label) \(shown), \(token.choices.count) gates: replays identical",
            value: "\(identical)/\(replays)\(detail)", goal: "\(replays)/\(replays)", met: identical == replays)
    }
}
