import Foundation
import LearnJudge
import LearnPlay
import LearnRunner
import LearnSystem
import LearnTrace

/// A learner's own file scheduled (`learn play --schedule`, `learn explore FILE`), over the corpus
/// the tests use (`Tests/LearnPlayTests/Fixtures/ScheduleCorpus`):
/// - a step: the learner's answer → the next question, on the lost update (goal ≤ 50 ms),
/// - explore of each program: the time until a schedule reveals its bug (goal ≤ 10 s), with the
///   schedules tried and the whole search's time,
/// - replay: the revealing token replayed `replays` times on every CPU, then `replays` times with
///   each run pinned to CPU 0 (the run's process inherits the pinned mask of the thread that
///   starts it): the same gates and outcome each time, and how many runs showed the bug.
struct PlayScheduleBench: Benchmark {
    let name = "play-schedule"
    var replays = 100

    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "../../Tests/LearnPlayTests/Fixtures/ScheduleCorpus"
    ).standardizedFileURL.path

    func run() -> [Figure] {
        guard let toolchain = try? Toolchain.find() else {
            return [Figure(name: name, value: "swiftc is not on PATH", goal: "-", met: nil)]
        }
        let root = NSTemporaryDirectory() + "learn-schedule-bench-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let playground = Playground(toolchain: toolchain, cache: PlayCache(root: root))
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: Self.corpus)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        var figures: [Figure] = []
        for name in names {
            guard let text = try? String(contentsOfFile: Self.corpus + "/" + name, encoding: .utf8),
                let build = try? playground.build(PlaySource(path: Self.corpus + "/" + name, text: text), mode: .scheduled)
            else {
                figures.append(Figure(name: "explore \(name)", value: "does not build", goal: "-", met: false))
                continue
            }
            if name == "lost-update.swift" { figures.append(step(build, playground)) }
            figures += explore(name, text: text, build: build, playground: playground)
        }
        return figures
    }

    private func step(_ build: PlayBuild, _ playground: Playground) -> Figure {
        let clock = ScheduleBench.Clock()
        for _ in 0..<10 { _ = try? playground.runScheduled(build, schedule: .step, console: clock) }
        let median = Stats.median(clock.steps)
        return Figure(
            name: "step (lost-update.swift): answer → next question, median of \(clock.steps.count)", value: Stats.ms(median),
            goal: "≤ 50 ms", met: median <= 50)
    }

    private func explore(_ name: String, text: String, build: PlayBuild, playground: Playground) -> [Figure] {
        let reveals = text.split(separator: "\n").first { $0.hasPrefix("// reveals: ") }.map { String($0.dropFirst(12)) } ?? ""
        let wanted = reveals.hasPrefix("\"") ? "printed last \(reveals)" : reveals
        // The outcome the program reveals, after its race when it had one (`data race on …, printed last …`).
        let revealing = { (outcome: String) in outcome == wanted || outcome.hasSuffix(", " + wanted) }
        let start = Date()
        var firstHit: Double?
        var bounds = ScheduleExplorer.Bounds()
        bounds.seconds = 30
        let goal: ((RunResult) -> Bool)? =
            reveals == "one outcome"
            ? nil
            : { result in
                let hit = revealing(ScheduledProgram.outcome(result))
                if hit && firstHit == nil { firstHit = Date().timeIntervalSince(start) }
                return hit
            }
        guard let found = try? playground.explore(build, bounds: bounds, preemptions: 2, goal: goal) else {
            return [Figure(name: "explore \(name)", value: "failed", goal: "-", met: false)]
        }
        // The name stays the same from turn to turn (the figures are the value), so a turn's
        // figures are printed beside the last turn's (``RecordedFigures``).
        let searched = "\(found.schedules) schedules in \(String(format: "%.1f", found.seconds)) s, \(found.outcomes.count) outcomes"
        guard reveals != "one outcome" else {
            return [
                Figure(
                    name: "explore \(name) (fixed): outcomes (schedules, seconds)", value: "\(found.outcomes.count) (\(searched))",
                    goal: "1", met: found.outcomes.count == 1)
            ]
        }
        var figures = [
            Figure(
                name: "explore \(name): \(wanted) found after (whole search)",
                value: (firstHit.map { String(format: "%.2f s", $0) } ?? "not found") + " (\(searched))",
                goal: "≤ 10 s", met: (firstHit ?? 99) <= 10)
        ]
        if let token = found.outcomes.first(where: { $0.reachesGoal == true })?.token {
            figures.append(replay(name, token: token, build: build, playground: playground, revealing: revealing, pinned: false))
            figures.append(replay(name, token: token, build: build, playground: playground, revealing: revealing, pinned: true))
        }
        return figures
    }

    /// The token replayed ``replays`` times, each run on every CPU or pinned to CPU 0: how many gate
    /// orders and outcomes the runs gave (1 and 1: every run the same), and how many runs revealed
    /// the bug.
    private func replay(
        _ name: String, token: ScheduleToken, build: PlayBuild, playground: Playground, revealing: (String) -> Bool, pinned: Bool
    ) -> Figure {
        let figure = "replay \(name) ×\(replays)\(pinned ? " pinned to CPU 0" : ""): gate orders, outcomes (token)"
        let goal = "1, 1; \(replays)/\(replays)"
        if pinned && ThisProcess.pinned(to: 0, { true }) == nil {
            return Figure(name: figure, value: "this thread cannot be pinned to CPU 0", goal: goal, met: nil)
        }
        var orders = Set<[String]>(), outcomes = Set<String>(), revealed = 0
        for _ in 0..<replays {
            let run = { try? playground.runScheduled(build, schedule: .replay(token), console: nil) }
            guard let run = pinned ? ThisProcess.pinned(to: 0, run) ?? nil : run() else { continue }
            orders.insert(ReplayCheck.gateOrder(run.result))
            let outcome = ScheduledProgram.outcome(run.result)
            outcomes.insert(outcome)
            if revealing(outcome) { revealed += 1 }
        }
        return Figure(
            name: figure, value: "\(orders.count), \(outcomes.count) (\(token)); \(revealed)/\(replays) revealed it", goal: goal,
            met: orders.count == 1 && outcomes.count == 1 && revealed == replays)
    }
}
