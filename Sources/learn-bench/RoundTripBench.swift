import CLearnSys
import LearnRunner
import LearnTrace

/// A demo that does nothing, run through a real child process: spawn,
/// handshake, exit, reaped. And how soon a live event reaches the parent.
struct RoundTripBench: Benchmark {
    let name = "round-trip"
    var runs = 60

    func run() -> [Figure] {
        guard let learn = DemoRunner.siblingExecutable(named: "learn") else {
            return [Figure(name: "learn binary", value: "missing", goal: "built beside learn-bench (`swift build -c release --product learn`)", met: false)]
        }
        let runner = DemoRunner(executable: learn)
        var times: [Double] = []
        for _ in 0..<runs {
            let start = learn_monotonic_ns()
            let result = runner.run(RunRequest(demo: "noop", variant: "plain"), live: { _ in })
            guard result.status == .finished else {
                return [Figure(name: "noop run", value: "\(result.status)", goal: "finished", met: false)]
            }
            times.append(Double(learn_monotonic_ns() - start) / 1e6)
        }
        let median = Stats.median(times)
        return [
            Figure(name: "noop round trip, median of \(runs)", value: Stats.ms(median), goal: "≤ 20 ms", met: median <= 20),
            Figure(name: "noop round trip, fastest / slowest", value: "\(Stats.ms(times.min()!)) / \(Stats.ms(times.max()!))", goal: "-", met: nil),
        ] + latency(runner)
    }

    /// Time from an event being recorded in the child to `live` seeing it in the parent.
    private func latency(_ runner: DemoRunner) -> [Figure] {
        var arrivals: [(time: UInt64, arrived: UInt64)] = []
        let request = RunRequest(demo: "ticks", variant: "steady", parameters: ["count": "100", "interval": "0.01"])
        let result = runner.run(request) { e in arrivals.append((e.time, learn_monotonic_ns())) }
        guard result.status == .finished, result.clockOrigin > 0, !arrivals.isEmpty else {
            return [Figure(name: "live latency", value: "\(result.status)", goal: "< 50 ms", met: false)]
        }
        let delays = arrivals.map { Double($0.arrived &- (result.clockOrigin + $0.time)) / 1e6 }
        let worst = delays.max()!
        return [
            Figure(name: "event → parent latency, median of \(delays.count)", value: Stats.ms(Stats.median(delays)), goal: "< 50 ms", met: Stats.median(delays) < 50),
            Figure(name: "event → parent latency, worst", value: Stats.ms(worst), goal: "< 50 ms", met: worst < 50),
        ]
    }
}
