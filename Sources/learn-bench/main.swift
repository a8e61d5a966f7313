import Foundation

// learn-bench [NAME...] [--verifies N] [--record]: runs the benchmarks (all, or those named) and
// prints each figure with its goal (`--verifies N`: how many verifies of each exercise's
// starter and solution `exercise` makes; 100 by default), and beside it the figure of the same
// name that the last turn recorded (`Benchmarks/figures.tsv`; `--record` writes this run's
// figures there for the next). Build it in release mode:
//   swift build -c release && .build/release/learn-bench
// The exit status is 0 only when every figure was measured and every goal met.
var arguments = Array(CommandLine.arguments.dropFirst())
var verifies = 100
// `--record`: the figures measured become the ones the next turn is shown beside.
let record = arguments.contains("--record")
arguments.removeAll { $0 == "--record" }
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
    // tasks: what recording Swift tasks costs learn play (10,000 tasks), and a million tasks' memory.
    TasksBench(),
    // schedule: step mode's answer-to-question latency and `explore` of the race.
    ScheduleBench(),
    // play-schedule: a learner's own file stepped, explored and replayed (the schedule corpus).
    PlayScheduleBench(),
    // explore: issue 34's figures: explore's rate against the bare program, a locked append, an actor.
    ExploreBench(),
    // explore-corpora: the reduced search against the full one on both corpora, program by program.
    ExploreCorporaBench(),
    // tokens: every token `learn explore` prints for the corpora's programs, replayed pinned and not.
    TokensBench(),
    // replay: every replayable demo's tokens (a free run's, a random schedule's), replayed 100 times.
    ReplayBench(),
    // claims: every lesson part, on all CPUs and on one, at three paces: checks hold, text agrees.
    ClaimsBench(),
    // serve: how late a part's events reach a page of `learn serve` (issue 37: within 100 ms).
    ServeBench(),
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
let lastTurn = RecordedFigures.read()
var measured: [String: String] = [:]
for bench in benchmarks where wanted.isEmpty || wanted.contains(bench.name) {
    print("== \(bench.name)")
    for f in bench.run() {
        let key = bench.name + " / " + f.name
        measured[key] = f.value
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
        let before = lastTurn[key].map { "   last turn: \($0)" } ?? ""
        print("  \(f.name): \(f.value)   goal: \(f.goal)   [\(verdict)]\(before)")
    }
}
if record { RecordedFigures.write(lastTurn.merging(measured) { _, new in new }) }
var problems: [String] = []
if unmet > 0 { problems.append("\(unmet) goal(s) not met") }
if unmeasured > 0 { problems.append("\(unmeasured) figure(s) not measured") }
print(problems.isEmpty ? "every figure measured, all goals met" : problems.joined(separator: ", "))
exit(problems.isEmpty ? 0 : 1)
