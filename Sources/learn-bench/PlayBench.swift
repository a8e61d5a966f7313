import Foundation
import LearnPlay
import LearnRunner

/// `learn play` against the bare toolchain, on this machine, measured side by side:
/// - edit → run drawn (a changed 40-line GCD file: compile, run traced, views) vs
///   `swiftc -Onone FILE && ./a.out` (goal ≤ 1.0×: learn's way is meant to be the faster one),
///   and where its time goes (``PlayPhases``),
/// - the same with `--tsan` vs `swiftc -sanitize=thread FILE && ./a.out` (goal ≤ 2×),
/// - an unchanged rerun vs running the compiled binary alone (goal ≤ 30 ms more), and a program
///   that prints 2,000 long lines, its build made, vs the binary alone (a figure, no goal),
/// - a racy counter's lost-update rate traced / untraced, 100 runs each, interleaved (goal within 1.25×).
/// Each `learn play` is the `learn` built beside learn-bench, with a private cache.
struct PlayBench: Benchmark {
    var name = "play"
    var rounds = 5

    func run() -> [Figure] {
        guard let learn = DemoRunner.siblingExecutable(named: "learn") else {
            return [Figure(name: "play", value: "no `learn` beside learn-bench: run `swift build -c release` first", goal: "-", met: nil)]
        }
        guard let toolchain = try? Toolchain.find() else {
            return [Figure(name: "play", value: "swiftc is not on PATH", goal: "-", met: nil)]
        }
        let dir = NSTemporaryDirectory() + "learn-play-bench-\(getpid())"
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let env = ["XDG_CACHE_HOME": dir + "/cache"]
        let file = dir + "/gcd.swift"
        // Warm-up: the tracing library is built once per toolchain, not per edit.
        write(Self.gcdFile(nonce: 0), to: file)
        _ = time(learn, ["play", file], env)

        var figures: [Figure] = []
        var ours: [Double] = [], bare: [Double] = []
        var oursCPU: [Double] = [], bareCPU: [Double] = []
        var phases = PlayPhases()
        let module = PlaySupportModule.load(toolchain, in: PlayCache(root: dir + "/cache/learn/play").supportDirectory(toolchain))
        for round in 1...rounds {
            write(Self.gcdFile(nonce: round), to: file)
            let cpu0 = childCPU()
            ours.append(time(learn, ["play", file, "--no-color"], env))
            let cpu1 = childCPU()
            bare.append(
                time("/bin/sh", ["-c", "'\(toolchain.swiftc)' -Onone -o '\(dir)/bare' '\(file)' && '\(dir)/bare' > /dev/null"], [:]))
            oursCPU.append(cpu1 - cpu0)
            bareCPU.append(childCPU() - cpu1)
            if let module {
                phases.measure(
                    file: file, in: dir, module: module, ours: (ours.last!, oursCPU.last!), swiftc: toolchain.swiftc,
                    time: { tool, arguments in Spawn.run(tool, arguments).map { ($0.wall, $0.cpu) } ?? (.nan, .nan) })
            }
        }
        figures.append(ratioFigure("edit → run drawn vs swiftc -Onone && ./a.out", ours, bare, goal: 1.0))
        // CPU seconds do not depend on how busy the machine is (wall time on a shared one does).
        figures.append(
            Figure(
                name: "the same in CPU time (user+sys)",
                value: String(
                    format: "%.2f s vs %.2f s (%.2f×)", Stats.median(oursCPU), Stats.median(bareCPU),
                    Stats.median(oursCPU) / Stats.median(bareCPU)),
                goal: "-", met: nil))
        figures +=
            module == nil
            ? [Figure(name: "  phases", value: "learn builds with swiftc here (no plan)", goal: "-", met: nil)] : phases.figures

        var tsanOurs: [Double] = [], tsanBare: [Double] = []
        for round in 1...max(2, rounds / 2) {
            write(Self.gcdFile(nonce: 100 + round), to: file)
            tsanOurs.append(time(learn, ["play", file, "--tsan", "--runs", "1"], env))
            tsanBare.append(
                time(
                    "/bin/sh",
                    [
                        "-c",
                        "'\(toolchain.swiftc)' -sanitize=thread -o '\(dir)/bare-tsan' '\(file)' && '\(dir)/bare-tsan' > /dev/null 2>&1",
                    ], [:]))
        }
        figures.append(ratioFigure("--tsan vs swiftc -sanitize=thread && ./a.out", tsanOurs, tsanBare, goal: 2))

        figures.append(rerun(learn, file: file, env: env, toolchain: toolchain, dir: dir))
        figures.append(printed(learn, env: env, toolchain: toolchain, dir: dir))
        figures.append(lostUpdates(toolchain: toolchain, dir: dir))
        return figures
    }

    private func ratioFigure(_ name: String, _ ours: [Double], _ bare: [Double], goal: Double) -> Figure {
        let (a, b) = (Stats.median(ours), Stats.median(bare))
        return Figure(
            name: name, value: String(format: "%.2f s vs %.2f s (%.2f×, medians of %d)", a, b, a / b, ours.count),
            goal: "≤ \(goal)×", met: a / b <= goal)
    }

    /// An unchanged file: `learn play` finds the build and only runs it.
    private func rerun(_ learn: String, file: String, env: [String: String], toolchain: Toolchain, dir: String) -> Figure {
        guard
            let (ours, alone) = againstBinary(
                learn, file: file, env: env, toolchain: toolchain, dir: dir, rounds: 10, alone: { time($0, [], [:]) })
        else {
            return Figure(name: "unchanged rerun", value: "could not find the build", goal: "≤ 30 ms more", met: nil)
        }
        let extra = (Stats.median(ours) - Stats.median(alone)) * 1000
        return Figure(
            name: "unchanged rerun vs the binary alone",
            value: String(
                format: "%.0f ms vs %.0f ms (+%.0f ms, medians of 10)", Stats.median(ours) * 1000, Stats.median(alone) * 1000, extra),
            goal: "≤ 30 ms more", met: extra <= 30)
    }

    /// A program that prints 2,000 lines of 1,000 characters, its build made: `learn play` (the
    /// run traced, every line drawn in the live log) against the binary alone, its output thrown away.
    private func printed(_ learn: String, env: [String: String], toolchain: Toolchain, dir: String) -> Figure {
        let file = dir + "/printer.swift", name = "2,000 printed lines of 1,000 characters: learn play vs the binary alone"
        write(#"let line = String(repeating: "x", count: 1000)"# + "\nfor _ in 0..<2000 { print(line) }\n", to: file)
        guard
            let (ours, alone) = againstBinary(
                learn, file: file, env: env, toolchain: toolchain, dir: dir, rounds: 5,
                alone: { time("/bin/sh", ["-c", "'\($0)' > /dev/null"], [:]) })
        else {
            return Figure(name: name, value: "could not find the build", goal: "-", met: nil)
        }
        return Figure(
            name: name,
            value: String(format: "%.2f s vs %.2f s (medians of 5)", Stats.median(ours), Stats.median(alone)), goal: "-", met: nil)
    }

    /// `learn play FILE` once (its build made), then `rounds` times, each followed by its binary
    /// alone (`alone` times a run of the binary at that path); nil when the build is not found.
    private func againstBinary(
        _ learn: String, file: String, env: [String: String], toolchain: Toolchain, dir: String, rounds: Int,
        alone timed: (String) -> Double
    ) -> (ours: [Double], alone: [Double])? {
        _ = time(learn, ["play", file], env)
        let playground = Playground(toolchain: toolchain, cache: PlayCache(root: dir + "/cache/learn/play"))
        guard let source = try? PlaySource.load(file), let build = try? playground.build(source) else { return nil }
        var ours: [Double] = [], alone: [Double] = []
        for _ in 0..<rounds {
            ours.append(time(learn, ["play", file], env))
            alone.append(timed(build.binary))
        }
        return (ours, alone)
    }

    /// A racy counter run traced and untraced, interleaved; the mean share of updates lost.
    private func lostUpdates(toolchain: Toolchain, dir: String, runs: Int = 100) -> Figure {
        let file = dir + "/racy.swift"
        write(Self.racyFile, to: file)
        let playground = Playground(toolchain: toolchain, cache: PlayCache(root: dir + "/cache/learn/play"))
        guard let source = try? PlaySource.load(file), let build = try? playground.build(source) else {
            return Figure(name: "lost updates", value: "the racy file did not build", goal: "within 1.25×", met: nil)
        }
        let untraced = ProgramRunner(executable: build.binary, speaksProtocol: false)
        var traced: [Double] = [], plain: [Double] = []
        let request = RunRequest(program: ProgramTarget(fileName: "racy.swift"))
        for _ in 0..<runs {
            if let run = try? playground.run(build), let n = run.lastLine.flatMap(Int.init) { traced.append(lost(n)) }
            if let n = PlayRun(result: untraced.run(request) { _ in }).lastLine.flatMap(Int.init) { plain.append(lost(n)) }
        }
        let (t, u) = (mean(traced), mean(plain))
        let ratio = u > 0 ? t / u : .nan
        return Figure(
            name: "lost updates traced / untraced",
            value: String(format: "%.1f%% / %.1f%% of updates (%.2f×; %d and %d runs)", t * 100, u * 100, ratio, traced.count, plain.count),
            goal: "within 1.25×", met: ratio >= 0.8 && ratio <= 1.25)
    }

    private func lost(_ count: Int) -> Double { Double(Self.updates - count) / Double(Self.updates) }
    private func mean(_ values: [Double]) -> Double { values.isEmpty ? .nan : values.reduce(0, +) / Double(values.count) }

    /// CPU seconds (user + system) used so far by this process's waited-for children.
    private func childCPU() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
        return user + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    }

    /// Seconds `executable args` takes to run to its end (output discarded; ``Spawn``).
    private func time(_ executable: String, _ args: [String], _ env: [String: String]) -> Double {
        Spawn.run(executable, args, environment: env)?.wall ?? .nan
    }

    private func write(_ text: String, to path: String) {
        try? text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    static let updates = 4 * 200_000
    static let racyFile = """
        import Foundation

        var count = 0
        let group = DispatchGroup()
        for _ in 0..<4 {
            DispatchQueue.global().async(group: group) {
                for _ in 0..<200_000 { count += 1 }
            }
        }
        group.wait()
        print(count)

        """

    /// A 40-line GCD file; `nonce` makes each edit a new file to compile.
    static func gcdFile(nonce: Int) -> String {
        """
        // edit \(nonce)
        import Foundation

        final class Account {
            private let queue = DispatchQueue(label: "account")
            private var balance = 0

            func deposit(_ amount: Int) {
                queue.async { self.balance += amount }
            }

            func read() -> Int {
                queue.sync { balance }
            }
        }

        let account = Account()
        let group = DispatchGroup()
        let shelves = DispatchQueue(label: "shelves", attributes: .concurrent)
        var books: [String] = []

        for i in 1...4 {
            DispatchQueue.global().async(group: group) {
                account.deposit(i * 10)
                print("deposit \\(i)")
            }
        }
        for title in ["a", "b", "c"] {
            shelves.async(group: group, flags: .barrier) { books.append(title) }
        }
        shelves.async(group: group) { print("books: \\(books.count)") }

        let operations = OperationQueue()
        operations.addOperation { print("operation") }
        operations.waitUntilAllOperationsAreFinished()

        group.wait()
        print("balance \\(account.read())")

        """
    }
}
