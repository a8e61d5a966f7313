import Foundation
import LearnState

/// `learn list` from a cold process against a Swift "hello" that imports Foundation.
///
/// Both executables are started alternately, the same number of times, in one run on one
/// machine. The figure is the ratio of the median CPU times (user + system, from the reaped
/// child's rusage), goal at most 1.5×: CPU time counts the work a start-up costs (loading,
/// binding, page faults, the runtime, our code) and not the time spent waiting for a core, so
/// it stays truthful on a loaded machine, where wall times mostly measure the other processes.
/// Median wall times are printed beside it for information.
///
/// `hello-foundation` is linked the way `swift build` links by default (the Swift runtime and
/// Foundation as shared libraries); a release `learn` links them statically (Package.swift).
struct StartupBench: Benchmark {
    let name = "startup"
    var runs = 40
    /// Issue 33's goal: start-up back to at most 1.25× a Foundation hello.
    static let goal = "≤ 1.25×"

    /// What one start-up cost.
    private struct Sample {
        var cpu: Double
        var wall: Double
    }

    func run() -> [Figure] {
        let ratioName = "ratio learn list / hello, CPU time"
        let dir = (currentExecutablePath() as NSString).deletingLastPathComponent
        let learn = dir + "/learn", hello = dir + "/hello-foundation"
        guard FileManager.default.isExecutableFile(atPath: learn), FileManager.default.isExecutableFile(atPath: hello) else {
            return [
                .notMeasured(
                    ratioName, goal: Self.goal,
                    why: "no `learn` or `hello-foundation` beside learn-bench (`swift build -c release`)")
            ]
        }
        let home = NSTemporaryDirectory() + "learn-bench-\(getpid())"
        try? FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: home) }
        let env = ["HOME": home, "XDG_STATE_HOME": home, "PATH": "/usr/bin:/bin"]
        // One warm-up each so both start from the same page-cache state.
        _ = start([learn, "list"], env: env)
        _ = start([hello], env: env)
        var learnRuns: [Sample?] = [], helloRuns: [Sample?] = []
        for _ in 0..<runs {
            learnRuns.append(start([learn, "list"], env: env))
            helloRuns.append(start([hello], env: env))
        }
        let learnSamples = learnRuns.compactMap { $0 }, helloSamples = helloRuns.compactMap { $0 }
        guard learnSamples.count == runs, helloSamples.count == runs else {
            return [.notMeasured(ratioName, goal: Self.goal, why: "a child could not start, or exited with a failure")]
        }
        let lCPU = median(learnSamples.map(\.cpu)), hCPU = median(helloSamples.map(\.cpu))
        let lWall = median(learnSamples.map(\.wall)), hWall = median(helloSamples.map(\.wall))
        let ratio = lCPU / hCPU
        guard ratio.isFinite, ratio > 0 else {
            return [.notMeasured(ratioName, goal: Self.goal, why: "a CPU time of zero: the clock is too coarse here")]
        }
        // the same with one exercise passed: list reads the exercise records and its file
        let passedHome = home + "/passed"
        let passedEnv = ["HOME": passedHome, "XDG_STATE_HOME": passedHome, "PATH": "/usr/bin:/bin"]
        Self.passOneExercise(in: passedHome)
        _ = start([learn, "list"], env: passedEnv)
        var passedRuns: [Sample] = [], againHello: [Sample] = []
        for _ in 0..<runs {
            if let s = start([learn, "list"], env: passedEnv) { passedRuns.append(s) }
            if let s = start([hello], env: env) { againHello.append(s) }
        }
        let passedRatio = median(passedRuns.map(\.cpu)) / median(againHello.map(\.cpu))
        return [
            Figure(
                name: "ratio learn list / hello, CPU time, one exercise passed", value: String(format: "%.2f×", passedRatio),
                goal: Self.goal, met: passedRuns.count == runs ? passedRatio <= 1.25 : nil),
            Figure(name: "learn list, median CPU time (user + sys) of \(runs)", value: ms(lCPU), goal: "", met: nil),
            Figure(name: "hello-foundation (dynamically linked), median CPU time of \(runs)", value: ms(hCPU), goal: "", met: nil),
            Figure(name: ratioName, value: String(format: "%.2f×", ratio), goal: Self.goal, met: ratio <= 1.25),
            Figure(
                name: "wall time, median: learn list / hello (includes waiting for a core)",
                value: "\(ms(lWall)) / \(ms(hWall)) = " + String(format: "%.2f×", lWall / hWall), goal: "", met: nil),
        ]
    }

    /// Spawns `argv` with its output discarded and reaps it (``Spawn``): its CPU time and wall time
    /// in seconds, or nil when it could not start or did not exit 0.
    private func start(_ argv: [String], env: [String: String]) -> Sample? {
        guard let spawned = Spawn.run(argv[0], Array(argv.dropFirst()), environment: env, inheriting: false), spawned.succeeded else {
            return nil
        }
        return Sample(cpu: spawned.cpu, wall: spawned.wall)
    }

    private func ms(_ seconds: Double) -> String { Stats.ms(seconds * 1000) }

    private func median(_ values: [Double]) -> Double { Stats.median(values) }

    private func currentExecutablePath() -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    /// A learner who passed `race`: its file in the exercises folder and its record in progress.json.
    static func passOneExercise(in home: String) {
        let text = "import Foundation\nprint(\"passed\")\n"
        try? FileManager.default.createDirectory(atPath: home + "/learn/exercises", withIntermediateDirectories: true)
        try? text.write(toFile: home + "/learn/exercises/race.swift", atomically: true, encoding: .utf8)
        let record: [String: Any] = [
            "version": 1, "completed": [String: String](), "predictions": [Any](),
            "exercises": [
                "race": ["passed": "2026-11-29T10:00:00Z", "passedText": ExerciseRecord.stamp(text), "hintsUsed": 0, "gaveUp": false]
            ],
        ]
        if let data = try? JSONSerialization.data(withJSONObject: record) {
            _ = FileManager.default.createFile(atPath: home + "/learn/progress.json", contents: data)
        }
    }
}
