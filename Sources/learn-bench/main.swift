import Foundation

// learn-bench [NAME...]: runs the benchmarks (all, or those named) and prints
// each figure with its goal. Build it in release mode:
//   swift run -c release learn-bench
let benchmarks: [Benchmark] = [
    // Each benchmark file adds itself here.
    // trace: the demo process round trip and live latency, the recorder's cost, bounded memory.
    RoundTripBench(),
    RecordCostBench(),
    FloodMemoryBench(),
    // proof: the race demo's reproduction and the tracer's effect on it; `race-probe`
    // runs the same measurement on the hidden tsan-probe demo (proves the harness).
    RaceBench(),
    RaceBench(
        name: "race-probe", demo: "tsan-probe", variant: "race-condition", runs: 20,
        settings: ["updates": "20000", "yield": "true"], informational: true
    ),
    // shell: `learn list` start-up against a Foundation hello.
    StartupBench(),
    // schedule: step mode's answer-to-question latency and `explore` of the race.
    ScheduleBench(),
]

let wanted = Set(CommandLine.arguments.dropFirst())
var unmet = 0
for bench in benchmarks where wanted.isEmpty || wanted.contains(bench.name) {
    print("== \(bench.name)")
    for f in bench.run() {
        let verdict = f.met.map { $0 ? "met" : "NOT met" } ?? "info"
        print("  \(f.name): \(f.value)   goal: \(f.goal)   [\(verdict)]")
        if f.met == false { unmet += 1 }
    }
}
if benchmarks.isEmpty { print("learn-bench: no benchmarks yet") }
print(unmet == 0 ? "all goals met" : "\(unmet) goal(s) not met")
