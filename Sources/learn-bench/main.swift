import Foundation

// learn-bench [NAME...] [--verifies N]: runs the benchmarks (all, or those named) and
// prints each figure with its goal (`--verifies N`: how many verifies of each exercise's
// starter and solution `exercise` makes; 100 by default). Build it in release mode:
//   swift build -c release && .build/release/learn-bench
// The exit status is 0 only when every figure was measured and every goal met.
var arguments = Array(CommandLine.arguments.dropFirst())
var verifies = 100
if let index = arguments.firstIndex(of: "--verifies") {
    guard index + 1 < arguments.count, let count = Int(arguments[index + 1]), count > 0 else {
        FileHandle.standardError.write(Data("learn-bench: --verifies takes a whole number above 0\n".utf8))
        exit(64)
    }
    verifies = count
    arguments.removeSubrange(index...(index + 1))
}
let benchmarks: [Benchmark] = [
    // trace: the demo process round trip and live latency, the recorder's cost, bounded memory.
    RoundTripBench(),
    RecordCostBench(),
    FloodMemoryBench(),
    // proof: the race demo's reproduction and the tracer's effect on it; `race-probe`
    // runs the same measurement on the internal tsan-probe demo (proves the harness).
    RaceBench(),
    RaceBench(
        name: "race-probe", demo: "tsan-probe", variant: "race-condition", runs: 20,
        settings: ["updates": "20000", "yield": "true"], informational: true
    ),
    // shell: `learn list` start-up against a Foundation hello.
    StartupBench(),
    // play: a learner's own file against the bare toolchain, and the tracer's effect on a race.
    PlayBench(),
    // schedule: step mode's answer-to-question latency and `explore` of the race.
    ScheduleBench(),
    // play-schedule: a learner's own file stepped, explored and replayed (the schedule corpus).
    PlayScheduleBench(),
    // replay: every replayable demo's tokens (a free run's, a random schedule's), replayed 100 times.
    ReplayBench(),
    // claims: every lesson part, on all CPUs and on one, at three paces: checks hold, text agrees.
    ClaimsBench(),
    // exercise: the 100-run proof of no false passes, and the speed of verify and watch.
    ExerciseBench(verifies: verifies),
]

let wanted = Set(arguments)
let unknown = wanted.subtracting(benchmarks.map(\.name))
guard unknown.isEmpty else {
    let names = benchmarks.map(\.name).joined(separator: ", ")
    FileHandle.standardError.write(
        Data("learn-bench: no benchmark named \(unknown.sorted().joined(separator: ", ")); choose from: \(names)\n".utf8))
    exit(64)
}
var unmet = 0, unmeasured = 0
for bench in benchmarks where wanted.isEmpty || wanted.contains(bench.name) {
    print("== \(bench.name)")
    for f in bench.run() {
        let verdict: String
        switch f.verdict {
        case .met: verdict = "met"
        case .notMet:
            verdict = "NOT met"
            unmet += 1
        case .info: verdict = "info"
        case .notMeasured:
            verdict = "NOT MEASURED"
            unmeasured += 1
        }
        print("  \(f.name): \(f.value)   goal: \(f.goal)   [\(verdict)]")
    }
}
var problems: [String] = []
if unmet > 0 { problems.append("\(unmet) goal(s) not met") }
if unmeasured > 0 { problems.append("\(unmeasured) figure(s) not measured") }
print(problems.isEmpty ? "every figure measured, all goals met" : problems.joined(separator: ", "))
exit(problems.isEmpty ? 0 : 1)
