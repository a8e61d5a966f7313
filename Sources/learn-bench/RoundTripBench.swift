import LearnDemoProcess
import LearnRunner
import LearnSystem
import LearnTrace

/// A demo that does nothing, run through a real child process: spawn, handshake, exit,
/// reaped. And how soon an event the child records reaches the runner's `live` callback in
/// this process, the point where the shell would draw it (drawing is not included).
struct RoundTripBench: Benchmark {
    let name = "round-trip"
    var runs = 60

    static let roundTripGoal = "≤ 20 ms"
    static let latencyGoal = "< 50 ms"
    static let latencyName = "event recorded in the child → runner's live callback"

    func run() -> [Figure] {
        guard let learn = DemoRunner.siblingExecutable(named: "learn") else {
            return [
                .notMeasured("noop round trip", goal: Self.roundTripGoal, why: "no `learn` beside learn-bench (`swift build -c release`)"),
                .notMeasured(Self.latencyName, goal: Self.latencyGoal, why: "no `learn` beside learn-bench"),
            ]
        }
        let runner = DemoRunner(executable: learn)
        return roundTrip(runner) + latency(runner)
    }

    private func roundTrip(_ runner: DemoRunner) -> [Figure] {
        var times: [Double] = []
        for _ in 0..<runs {
            let start = MonotonicClock.now()
            let result = runner.run(RunRequest(demo: "noop", variant: "plain"), live: { _ in })
            guard result.status == .finished else {
                return [
                    .notMeasured(
                        "noop round trip", goal: Self.roundTripGoal,
                        why: "`noop --variant plain` did not finish: \(result.status.whyNotFinished)")
                ]
            }
            times.append(Double(MonotonicClock.now() - start) / 1e6)
        }
        let median = Stats.median(times)
        return [
            Figure(name: "noop round trip, median of \(runs)", value: Stats.ms(median), goal: Self.roundTripGoal, met: median <= 20),
            Figure(
                name: "noop round trip, fastest / slowest", value: "\(Stats.ms(times.min()!)) / \(Stats.ms(times.max()!))", goal: "-",
                met: nil),
        ]
    }

    /// Time from an event being recorded in the child to `live` seeing it in this process.
    private func latency(_ runner: DemoRunner) -> [Figure] {
        var arrivals: [(time: UInt64, arrived: UInt64)] = []
        let request = RunRequest(demo: "ticks", variant: "steady", parameters: ["count": "100", "interval": "0.01"])
        let result = runner.run(request) { e in arrivals.append((e.time, MonotonicClock.now())) }
        guard result.status == .finished, result.clockOrigin > 0, !arrivals.isEmpty else {
            let why =
                result.status == .finished
                ? "the run gave no events or no clock origin" : "`ticks --variant steady` did not finish: \(result.status.whyNotFinished)"
            return [.notMeasured(Self.latencyName, goal: Self.latencyGoal, why: why)]
        }
        let delays = arrivals.map { Double($0.arrived &- (result.clockOrigin + $0.time)) / 1e6 }
        let median = Stats.median(delays), worst = delays.max()!
        return [
            Figure(
                name: "\(Self.latencyName), median of \(delays.count)", value: Stats.ms(median), goal: Self.latencyGoal, met: median < 50),
            Figure(name: "\(Self.latencyName), worst", value: Stats.ms(worst), goal: Self.latencyGoal, met: worst < 50),
        ]
    }
}
