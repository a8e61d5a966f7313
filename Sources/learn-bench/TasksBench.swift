import Foundation
import LearnPlay
import LearnRunner
import LearnTrace

/// What recording Swift tasks costs `learn play` (issue 25), on this machine:
/// - `learn play` of a 10,000-task program (the build cached) with its task records against the
///   same `learn play` with task recording off (`LEARN_TASK_RECORDS=off`: the same tracer, jobs
///   still traced, no task event), medians of alternating rounds (goal ≤ 1.5×), and in CPU time;
/// - the same `learn play` against the binary run alone;
/// - the recording alone: the traced run by learn's runner (task sites named) against the
///   untraced binary by the same runner;
/// - a 1,000,000-task program played in this process as `learn play` plays it (runner, records,
///   the lanes, summary and tasks views): its peak RSS (goal < 64 MB) and every task counted
///   (kept, or counted beyond the cap).
struct TasksBench: Benchmark {
    let name = "tasks"
    var rounds = 5
    static let memoryLimit = 64 * 1_048_576

    func run() -> [Figure] {
        guard let learn = DemoRunner.siblingExecutable(named: "learn") else { return [.learnMissing] }
        guard let toolchain = try? Toolchain.find() else {
            return [.notMeasured("tasks", goal: "-", why: "swiftc is not on PATH")]
        }
        let dir = NSTemporaryDirectory() + "learn-tasks-bench-\(getpid())"
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var playground = Playground(toolchain: toolchain, cache: PlayCache(root: dir + "/cache/learn/play"))
        playground.watchdog = 40  // a million tasks on a busy machine: a time limit of 120 s
        let env = ["XDG_CACHE_HOME": dir + "/cache"]
        let small = dir + "/tasks.swift"
        try? TaskGroupsProgram.text(rounds: 10).write(toFile: small, atomically: true, encoding: .utf8)
        guard let source = try? PlaySource.load(small), let build = try? playground.build(source) else {
            return [.notMeasured("tasks", goal: "-", why: "the 10,000-task file did not build")]
        }
        _ = Spawn.run(learn, ["play", small, "--no-color"], environment: env)  // warm-up: the same cache learn play uses
        return tenThousand(learn, build, playground, env, small) + [million(playground, dir)]
    }

    private func tenThousand(
        _ learn: String, _ build: PlayBuild, _ playground: Playground, _ env: [String: String], _ file: String
    )
        -> [Figure]
    {
        var ours = Timings(), off = Timings(), alone = Timings()
        var traced: [Double] = [], untraced: [Double] = []
        let runner = ProgramRunner(executable: build.binary, speaksProtocol: false)
        let request = RunRequest(program: ProgramTarget(fileName: "tasks.swift"))
        let offEnv = env.merging(["LEARN_TASK_RECORDS": "off"]) { _, new in new }
        var tasksSeen = 0
        let load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").first ?? "?"
        for _ in 1...rounds {  // alternating, so a busy moment falls on each kind alike
            ours.add(learn, ["play", file, "--no-color"], env)
            off.add(learn, ["play", file, "--no-color"], offEnv)
            alone.add(build.binary, [], [:])
            let start = Date()
            if let run = try? playground.run(build) { tasksSeen = TaskMetrics(run.trace).total }
            traced.append(Date().timeIntervalSince(start))
            let plain = Date()
            _ = runner.run(request) { _ in }
            untraced.append(Date().timeIntervalSince(plain))
        }
        let (t, u) = (Stats.median(traced), Stats.median(untraced))
        return [
            Figure(
                name: "machine load when the rounds began (1-minute average)",
                value: "\(load) on \(ProcessInfo.processInfo.activeProcessorCount) CPUs", goal: "-", met: nil),
            Figure(
                name: "learn play of 10,000 tasks: task records vs task recording off (LEARN_TASK_RECORDS=off)",
                value: ours.versus(off, rounds), goal: "≤ 1.5×", met: ours.wall / off.wall <= 1.5),
            Figure(name: "the same in CPU time (user+sys, learn and its child)", value: ours.cpuVersus(off), goal: "-", met: nil),
            Figure(
                name: "learn play of 10,000 tasks vs the binary alone",
                value: ours.versus(alone, rounds), goal: "-", met: nil),
            Figure(name: "the same in CPU time (user+sys)", value: ours.cpuVersus(alone), goal: "-", met: nil),
            Figure(
                name: "recording alone: traced run vs untraced, by learn's runner",
                value: String(format: "%.3f s vs %.3f s (%.2f×; %d tasks recorded)", t, u, t / u, tasksSeen), goal: "-", met: nil),
        ]
    }

    /// A million tasks played in this process; its peak RSS from the moment before the run.
    private func million(_ playground: Playground, _ dir: String) -> Figure {
        let name = "1,000,000 tasks: learn's peak RSS (runner, records, views in this process)"
        let file = dir + "/million.swift"
        try? TaskGroupsProgram.text(rounds: 1000).write(toFile: file, atomically: true, encoding: .utf8)
        guard let source = try? PlaySource.load(file), let build = try? playground.build(source) else {
            return .notMeasured(name, goal: "< 64 MB", why: "the 1,000,000-task file did not build")
        }
        PeakMemory.reset()
        let start = Date()
        guard let run = try? playground.run(build), run.result.status == .finished else {
            return .notMeasured(name, goal: "< 64 MB", why: "the 1,000,000-task program did not finish traced")
        }
        let seconds = Date().timeIntervalSince(start)
        let metrics = TaskMetrics(run.trace)
        let drawn = [TraceView.lanes, .summary, .tasks].map { $0.render(run.trace, options: .plain).count }.reduce(0, +)
        let peak = PeakMemory.ofThisProcess()
        guard peak > 0 else { return .notMeasured(name, goal: "< 64 MB", why: "no VmHWM in /proc/self/status") }
        let counted = metrics.total == 1_000_001
        return Figure(
            name: name,
            value: "\(Stats.mb(peak)) (" + String(format: "%.1f s", seconds)
                + "; \(run.trace.events.count) events kept, \(run.trace.droppedTaskEvents) task events counted beyond the cap;"
                + " \(metrics.total) tasks counted; \(drawn) characters drawn)",
            goal: "< 64 MB, all 1,000,001 tasks counted", met: peak < Self.memoryLimit && counted)
    }

    /// Wall and CPU seconds of one kind of run, a pair per round.
    private struct Timings {
        var walls: [Double] = [], cpus: [Double] = []
        var wall: Double { Stats.median(walls) }
        var cpu: Double { Stats.median(cpus) }

        /// One round: `executable args` timed to its end, output discarded (``Spawn``); a run
        /// that could not start counts as not a number.
        mutating func add(_ executable: String, _ args: [String], _ env: [String: String]) {
            let timed = Spawn.run(executable, args, environment: env)
            walls.append(timed?.wall ?? .nan)
            cpus.append(timed?.cpu ?? .nan)
        }

        func versus(_ other: Timings, _ rounds: Int) -> String {
            String(format: "%.3f s vs %.3f s (%.2f×, medians of %d)", wall, other.wall, wall / other.wall, rounds)
        }

        func cpuVersus(_ other: Timings) -> String {
            String(format: "%.3f s vs %.3f s (%.2f×)", cpu, other.cpu, cpu / other.cpu)
        }
    }
}
