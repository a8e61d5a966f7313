import Foundation
import LearnJudge
import LearnPlay
import LearnRunner
import LearnTrace

/// `learn explore FILE` against what issue 34 asks of it, on three programs written for it:
/// - three writers racing on one count: schedules a second against the rate at which the bare
///   program (`swiftc -Onone`) starts one run after another (goal ≥ 2×), the time to the first
///   schedule that loses an update, the whole search's time;
/// - a lock-protected append from two writers: a complete search in at most 24 schedules;
/// - two calls into one actor with an `await` between check and act: both outcomes, complete,
///   in under 10 s.
struct ExploreBench: Benchmark {
    let name = "explore"

    static let racingWriters = SearchPrograms.racingWriters
    static let lockedAppend = SearchPrograms.lockedAppend(each: 3)

    static let actorCheckThenAct = """
        actor Account {
            var balance = 100
            func withdraw(_ amount: Int) async -> Bool {
                guard balance >= amount else { return false }
                await Task.yield()
                balance -= amount
                return true
            }
        }
        let account = Account()
        async let first = account.withdraw(80)
        async let second = account.withdraw(80)
        let done = await [first, second].filter { $0 }.count
        print("withdrawals", done, "balance", await account.balance)
        """

    func run() -> [Figure] {
        guard let toolchain = try? Toolchain.find() else {
            return [Figure.notMeasured("explore", goal: "-", why: "swiftc is not on PATH")]
        }
        let root = NSTemporaryDirectory() + "learn-explore-bench-\(getpid())"
        try? FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        var playground = Playground(toolchain: toolchain, cache: PlayCache(root: root + "/cache"))
        playground.language = .en
        var figures: [Figure] = []
        // three racing writers: explore's rate against the bare program's
        // Five of each, taken in turn (a busy moment weighs on both alike), and their medians:
        // one search of 48 schedules takes a fifth of a second.
        if let (found, build) = explore("racing-writers.swift", Self.racingWriters, root, playground) {
            var rates = [Double(found.schedules) / max(found.seconds, 0.001)], bares: [Double] = []
            for round in 0..<5 {
                bares.append(bareRate(Self.racingWriters, root: root, swiftc: toolchain.swiftc))
                if round < 4, let (again, _) = explore("racing-writers.swift", Self.racingWriters, root, playground) {
                    rates.append(Double(again.schedules) / max(again.seconds, 0.001))
                }
            }
            let rate = Stats.median(rates), bare = Stats.median(bares)
            let list = { (xs: [Double]) in xs.map { String(format: "%.0f", $0) }.joined(separator: " ") }
            let lost = found.outcomes.contains { !$0.text.contains("count 3") }
            figures.append(
                Figure(
                    name: "racing-writers.swift: explore schedules/s vs the bare program started one after another",
                    value: String(
                        format: "%.0f/s vs %.0f/s = %.2f× (medians of 5: explore %@; bare %@)", rate, bare, rate / max(bare, 0.001),
                        list(rates),
                        list(bares)),
                    goal: "≥ 2×", met: rate >= 2 * bare))
            figures.append(
                Figure(
                    name: "racing-writers.swift: search",
                    value: "\(found.schedules) schedules, " + String(format: "%.1f s", found.seconds)
                        + (found.complete ? ", complete" : ", cut") + (found.unbounded ? " with any number of preemptions" : "")
                        + ", \(found.outcomes.count) outcomes", goal: "a lost update found",
                    met: lost))
            _ = build
        }
        if let (found, _) = explore("locked-append.swift", Self.lockedAppend, root, playground) {
            figures.append(
                Figure(
                    name: "locked-append.swift: a complete search",
                    value: "\(found.schedules) schedules"
                        + (found.complete ? ", complete" : ", cut") + (found.unbounded ? " with any number of preemptions" : "")
                        + String(format: ", %.1f s", found.seconds),
                    goal: "complete in ≤ 24 schedules", met: found.complete && found.schedules <= 24))
        }
        if let (found, _) = explore("actor-check-then-act.swift", Self.actorCheckThenAct, root, playground) {
            let outcomes = Set(found.outcomes.map(\.text))
            figures.append(
                Figure(
                    name: "actor-check-then-act.swift: both outcomes, complete",
                    value: "\(found.schedules) schedules, " + String(format: "%.1f s", found.seconds)
                        + (found.complete ? ", complete" : ", cut") + ", outcomes: " + outcomes.sorted().joined(separator: " | "),
                    goal: "2 outcomes, complete, < 10 s", met: outcomes.count >= 2 && found.complete && found.seconds < 10))
        }
        // the reduction (on by default) beside the full search (LEARN_EXPLORE_REDUCTION=0): schedules, and outcomes it misses
        defer { unsetenv("LEARN_EXPLORE_REDUCTION") }
        for (name, text) in [
            ("racing-writers.swift", Self.racingWriters), ("locked-append.swift", Self.lockedAppend),
            ("actor-check-then-act.swift", Self.actorCheckThenAct),
        ] {
            setenv("LEARN_EXPLORE_REDUCTION", "0", 1)
            guard let (full, _) = explore(name, text, root, playground) else { continue }
            unsetenv("LEARN_EXPLORE_REDUCTION")
            guard let (reduced, _) = explore(name, text, root, playground) else { continue }
            let missed = Set(full.outcomes.map(\.text)).subtracting(reduced.outcomes.map(\.text))
            figures.append(
                Figure(
                    name:
                        "\(name): partial-order reduction (on by default; LEARN_EXPLORE_REDUCTION=0 turns it off) against the full search",
                    value: "\(reduced.schedules) schedules against \(full.schedules)"
                        + (reduced.reduced ? "" : " (a program of tasks: searched whole)") + "; outcomes missed: \(missed.count)",
                    goal: "no outcome missed", met: missed.isEmpty))
        }
        return figures
    }

    /// `learn explore` of `text`, as the command runs it (the zygote, two schedules at once).
    private func explore(
        _ name: String, _ text: String, _ root: String, _ playground: Playground
    ) -> (
        ScheduleExplorer.Exploration, PlayBuild
    )? {
        let path = root + "/" + name
        guard (try? text.write(toFile: path, atomically: true, encoding: .utf8)) != nil,
            let build = try? playground.build(PlaySource(path: path, text: text), mode: .scheduled),
            let found = try? playground.explore(build, bounds: Self.asTheCommandRuns, preemptions: 2)
        else { return nil }
        return (found, build)
    }

    /// `learn explore FILE`'s bounds: with no preemption bound first, up to 100 schedules.
    static var asTheCommandRuns: ScheduleExplorer.Bounds {
        var bounds = ScheduleExplorer.Bounds()
        bounds.wholeFirst = 100
        return bounds
    }

    /// Runs a second of the bare program (`swiftc -Onone`), started one after another.
    private func bareRate(_ text: String, root: String, swiftc: String) -> Double {
        let file = root + "/bare.swift", binary = root + "/bare"
        guard (try? text.write(toFile: file, atomically: true, encoding: .utf8)) != nil,
            Spawn.run(swiftc, ["-Onone", "-o", binary, file])?.succeeded == true
        else { return 0 }
        let runs = 40
        let begin = Date()
        for _ in 0..<runs { _ = Spawn.run(binary, []) }
        return Double(runs) / Date().timeIntervalSince(begin)
    }
}
