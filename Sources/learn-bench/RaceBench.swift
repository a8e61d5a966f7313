import Foundation
import LearnDemoProcess
import LearnRunner

/// How reliably the race demo loses updates, and whether tracing it changes that.
///
/// Runs the `learn` built beside `learn-bench` (a release build: `swift build -c release`)
/// as `learn __demo data-source --variant global`, reads the `lost` value from the events
/// on its stdout, and prints:
/// - the reproduction rate on all cores (goal ≥ 99% of runs lose updates),
/// - the same pinned to CPU 0 with `taskset -c 0` (goal ≥ 90%),
/// - the mean lost fraction with per-update tracing on vs off, runs interleaved
///   (goal: within a factor of 2 — the tracer must not hide the race).
/// A demo, variant or parameter the binary does not have, or a missing `taskset`, makes the
/// figure "not measured", with the reason the binary gave.
struct RaceBench: Benchmark {
    // The race lesson's demo: `data-source`, whose `global` variant loses updates on
    // DispatchQueue.global(). Named by id, as the command line names it.
    static let raceDemo = "data-source"
    static let raceVariant = "global"
    /// `ctx.result("lost", n)`: updates lost in the run.
    static let lostValue = "lost"
    /// `ctx.result("expected", n)`: updates made; when absent, figures use raw lost counts.
    static let expectedValue = "expected"
    /// A bool parameter: record a trace event for every update.
    static let tracedParameter = "traced"
    /// Pace 1: the demo as a learner runs it.
    static let pace = "1"

    var name = "race"
    var demo = RaceBench.raceDemo
    var variant = RaceBench.raceVariant
    var runs = 100
    /// Extra `--set` values; the real race demo runs at its defaults.
    var settings: [String: String] = [:]
    /// Figures for information only (no met / not met): for the probe that proves the harness.
    var informational = false

    static let allCoresName = "race reproduced, all cores"
    static let pinnedName = "race reproduced, pinned to CPU 0"
    static let tracerName = "tracer's effect on the race (mean lost, traced / untraced)"

    func run() -> [Figure] {
        let names = [(Self.allCoresName, "≥ 99% of runs"), (Self.pinnedName, "≥ 90% of runs"), (Self.tracerName, "within 2×")]
        guard let learn = DemoRunner.siblingExecutable(named: "learn") else {
            return names.map { .notMeasured($0.0, goal: $0.1, why: "no `learn` beside learn-bench (`swift build -c release`)") }
        }
        if let why = problem(learn) {
            return names.map { .notMeasured($0.0, goal: $0.1, why: why) }
        }
        var figures = [
            reproduction(learn, pinnedTo: nil, goal: 0.99),
            FileManager.default.isExecutableFile(atPath: ChildDemoRun.taskset)
                ? reproduction(learn, pinnedTo: 0, goal: 0.90)
                : .notMeasured(Self.pinnedName, goal: names[1].1, why: "\(ChildDemoRun.taskset) not found (install util-linux)"),
        ]
        if let why = problem(learn, [Self.tracedParameter: "true"]) {
            figures.append(.notMeasured(Self.tracerName, goal: names[2].1, why: why))
        } else {
            figures.append(tracerEffect(learn))
        }
        return informational ? figures.map(\.informational) : figures
    }

    /// Why one run of the demo, through the runner, cannot be measured (it does not finish,
    /// or reports no `lost`); nil when it can.
    private func problem(_ learn: String, _ extra: [String: String] = [:]) -> String? {
        let parameters = settings.merging(extra) { _, new in new }
        let request = RunRequest(demo: demo, variant: variant, parameters: parameters, pace: Double(Self.pace) ?? 1)
        let result = DemoRunner(executable: learn).run(request) { _ in }
        guard result.status == .finished else { return "`\(demo) --variant \(variant)` did not finish: \(result.status.whyNotFinished)" }
        let reports = result.trace.events.contains { $0.kind == .value && $0.label == Self.lostValue }
        return reports ? nil : "`\(demo) --variant \(variant)` reports no `\(Self.lostValue)` value"
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
        let name = cpu == nil ? Self.allCoresName : Self.pinnedName
        let results = (0..<runs).map { _ in ChildDemoRun.run(learn: learn, arguments(), pinnedTo: cpu) }
        let lost = results.compactMap { $0.finishedNormally ? $0.value(Self.lostValue) : nil }
        guard !lost.isEmpty else {
            return .notMeasured(name, goal: "≥ \(percent(goal)) of runs", why: "none of \(runs) runs finished with a `lost` value")
        }
        let reproduced = lost.filter { $0 > 0 }.count
        let failed = runs - lost.count
        let rate = Double(reproduced) / Double(max(runs, 1))
        let median = lost.sorted().dropFirst(lost.count / 2).first.map(String.init) ?? "-"
        return Figure(
            name: name,
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
        guard !on.isEmpty, !off.isEmpty else {
            return .notMeasured(
                Self.tracerName, goal: "within 2×",
                why: "traced \(on.count) and untraced \(off.count) of \(runs) runs finished with a `lost` value")
        }
        let meanOn = LostShare.mean(on), meanOff = LostShare.mean(off)
        let ratio = meanOff > 0 ? meanOn / meanOff : .infinity
        let asFraction = (on + off).allSatisfy(\.isFraction)
        let show = { (x: Double) in asFraction ? String(format: "%.2f%%", x * 100) : String(format: "%.1f lost", x) }
        return Figure(
            name: Self.tracerName,
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
