import Foundation

/// `learn list` from a cold process against a Swift "hello" that imports Foundation.
///
/// Both executables are started alternately, the same number of times, in one run on one
/// machine; the figure is the ratio of the median wall times (goal: at most 1.5×).
struct StartupBench: Benchmark {
    let name = "startup"
    var runs = 30
    static let goal = "≤ 1.5×"

    func run() -> [Figure] {
        let dir = (currentExecutablePath() as NSString).deletingLastPathComponent
        let learn = dir + "/learn", hello = dir + "/hello-foundation"
        guard FileManager.default.isExecutableFile(atPath: learn), FileManager.default.isExecutableFile(atPath: hello) else {
            return [.notMeasured("ratio learn list / hello", goal: Self.goal,
                                 why: "no `learn` or `hello-foundation` beside learn-bench (`swift build -c release`)")]
        }
        let home = NSTemporaryDirectory() + "learn-bench-\(getpid())"
        try? FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: home) }
        let env = ["HOME=\(home)", "XDG_STATE_HOME=\(home)", "PATH=/usr/bin:/bin"]
        // One warm-up each so both start from the same page-cache state.
        _ = wallTime([learn, "list"], env: env)
        _ = wallTime([hello], env: env)
        var learnTimes: [Double] = [], helloTimes: [Double] = []
        for _ in 0..<runs {
            learnTimes.append(wallTime([learn, "list"], env: env))
            helloTimes.append(wallTime([hello], env: env))
        }
        let l = median(learnTimes), h = median(helloTimes)
        let ratio = l / h
        guard !(learnTimes + helloTimes).contains(where: \.isNaN), ratio.isFinite, ratio > 0 else {
            return [.notMeasured("ratio learn list / hello", goal: Self.goal, why: "posix_spawn failed for `learn` or `hello-foundation`")]
        }
        return [
            Figure(name: "learn list, median of \(runs)", value: String(format: "%.2f ms", l * 1000), goal: "", met: nil),
            Figure(name: "hello-foundation, median of \(runs)", value: String(format: "%.2f ms", h * 1000), goal: "", met: nil),
            Figure(name: "ratio learn list / hello", value: String(format: "%.2f×", ratio), goal: Self.goal, met: ratio <= 1.5),
        ]
    }

    /// Seconds from spawn to reaped exit, output discarded.
    private func wallTime(_ argv: [String], env: [String]) -> Double {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var cArgs = argv.map { strdup($0) } + [nil]
        var cEnv = env.map { strdup($0) } + [nil]
        defer { (cArgs + cEnv).forEach { free($0) } }
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        guard posix_spawn(&pid, argv[0], &actions, nil, &cArgs, &cEnv) == 0 else { return .nan }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    private func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    private func currentExecutablePath() -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }
}
