import Foundation
import LearnDemos
import LearnRunner

/// How reliably the race demo loses updates, and whether tracing it changes that.
///
/// Runs the `learn` built beside `learn-bench` as `learn __demo race --variant unsafe`
/// (a release build: `swift build -c release`), reads the `lost` value from the events
/// on its stdout, and prints:
/// - the reproduction rate on all cores (goal ≥ 99% of runs lose updates),
/// - the same pinned to CPU 0 with `taskset -c 0` (goal ≥ 90%),
/// - the mean lost fraction with per-update tracing on vs off, runs interleaved
///   (goal: within a factor of 2 — the tracer must not hide the race).
struct RaceBench: Benchmark {
    // The race lesson's demo (issue 5): `data-source`, whose `global` variant loses
    // updates on DispatchQueue.global(). Adjust these if the demo's names change.
    static let raceDemo = "data-source"
    static let raceVariant = "global"
    /// `ctx.result("lost", n)`: updates lost in the run.
    static let lostValue = "lost"
    /// `ctx.result("expected", n)`: updates made; when absent, figures use raw lost counts.
    static let expectedValue = "expected"
    /// A bool parameter: record a trace event for every update.
    static let tracedParameter = "traced"
    /// Pace 1: the demo as a learner runs it (a race window made of `ctx.sleep` scales with pace).
    static let pace = "1"

    var name = "race"
    var demo = RaceBench.raceDemo
    var variant = RaceBench.raceVariant
    var runs = 100
    /// Extra `--set` values; the real race demo runs at its defaults.
    var settings: [String: String] = [:]
    /// Figures for information only (no met / not met): for the probe that proves the harness.
    var informational = false

    func run() -> [Figure] {
        guard let spec = DemoCatalog.runnable(demo), spec.variant(named: variant) != nil else {
            return [Figure(name: "race reproduction", value: "race demo not found (`\(demo) --variant \(variant)`)",
                           goal: "≥ 99% of runs (all cores), ≥ 90% (one CPU)", met: nil)]
        }
        guard let learn = DemoRunner.siblingExecutable(named: "learn") else {
            return [Figure(name: "race reproduction", value: "no `learn` beside learn-bench: run `swift build -c release` first",
                           goal: "≥ 99% of runs", met: nil)]
        }
        var figures = [
            reproduction(learn, pinnedTo: nil, goal: 0.99),
            FileManager.default.isExecutableFile(atPath: ChildDemoRun.taskset)
                ? reproduction(learn, pinnedTo: 0, goal: 0.90)
                : Figure(name: "race reproduced, one CPU", value: "taskset not found (install util-linux)",
                         goal: "≥ 90% of runs", met: nil),
        ]
        figures.append(spec.parameter(named: Self.tracedParameter) == nil
            ? Figure(name: "tracer's effect on the race", value: "`\(demo)` has no `\(Self.tracedParameter)` parameter",
                     goal: "within 2×", met: nil)
            : tracerEffect(learn))
        return informational ? figures.map { Figure(name: $0.name, value: $0.value, goal: $0.goal, met: nil) } : figures
    }

    private func arguments(_ extra: [String: String] = [:]) -> [String] {
        var args = ["__demo", demo, "--variant", variant, "--pace", Self.pace]
        for (k, v) in settings.merging(extra, uniquingKeysWith: { _, new in new }).sorted(by: { $0.key < $1.key }) {
            args += ["--set", "\(k)=\(v)"]
        }
        return args
    }

    /// Runs the demo `runs` times and counts the runs that lost at least one update.
    private func reproduction(_ learn: String, pinnedTo cpu: Int?, goal: Double) -> Figure {
        let results = (0..<runs).map { _ in ChildDemoRun.run(learn: learn, arguments(), pinnedTo: cpu) }
        let lost = results.compactMap { $0.finishedNormally ? $0.value(Self.lostValue) : nil }
        let reproduced = lost.filter { $0 > 0 }.count
        let failed = runs - lost.count
        let rate = Double(reproduced) / Double(max(runs, 1))
        let median = lost.sorted().dropFirst(lost.count / 2).first.map(String.init) ?? "-"
        return Figure(
            name: cpu.map { "race reproduced, pinned to CPU \($0)" } ?? "race reproduced, all cores",
            value: "\(reproduced)/\(runs) runs lost updates (\(percent(rate)); median lost \(median)"
                + (failed > 0 ? "; \(failed) runs failed)" : ")"),
            goal: "≥ \(percent(goal)) of runs", met: rate >= goal
        )
    }

    /// Mean lost fraction with tracing on and off, runs interleaved so that load drift hits both.
    private func tracerEffect(_ learn: String) -> Figure {
        var on: [LostShare] = [], off: [LostShare] = []
        for _ in 0..<runs {
            if let s = LostShare(ChildDemoRun.run(learn: learn, arguments([Self.tracedParameter: "true"]))) { on.append(s) }
            if let s = LostShare(ChildDemoRun.run(learn: learn, arguments([Self.tracedParameter: "false"]))) { off.append(s) }
        }
        let meanOn = LostShare.mean(on), meanOff = LostShare.mean(off)
        let ratio = meanOff > 0 ? meanOn / meanOff : .infinity
        let asFraction = (on + off).allSatisfy(\.isFraction)
        let show = { (x: Double) in asFraction ? String(format: "%.2f%%", x * 100) : String(format: "%.1f lost", x) }
        return Figure(
            name: "tracer's effect on the race (mean lost, traced / untraced)",
            value: "\(show(meanOn)) / \(show(meanOff)) = \(String(format: "%.2f", ratio))× (\(on.count)+\(off.count) runs)",
            goal: "within 2× (0.50–2.00)", met: ratio >= 0.5 && ratio <= 2
        )
    }

    /// The share of a run's updates that were lost (or the raw lost count when the demo
    /// does not report how many it made).
    private struct LostShare {
        var value: Double
        var isFraction: Bool

        init?(_ run: ChildDemoRun) {
            guard run.finishedNormally, let lost = run.value(RaceBench.lostValue) else { return nil }
            if let expected = run.value(RaceBench.expectedValue), expected > 0 {
                (value, isFraction) = (Double(lost) / Double(expected), true)
            } else {
                (value, isFraction) = (Double(lost), false)
            }
        }

        static func mean(_ shares: [LostShare]) -> Double {
            shares.map(\.value).reduce(0, +) / Double(max(shares.count, 1))
        }
    }

    private func percent(_ x: Double) -> String { String(format: "%.0f%%", x * 100) }
}
