import Foundation
import LearnJudge
import LearnPlay
import LearnRunner

/// The reduced search against the full one on every program of both corpora the tests use
/// (`Tests/LearnPlayTests/Fixtures/ScheduleCorpus` and `RaceCorpus`), within 2 preemptions: each
/// program's schedules whole and reduced, whether both ended within
/// their bounds, whether they found the same outcomes, and whether each token the reduced search
/// prints replays its outcome. Then the totals. (Issue 34: the reduction is on by default only
/// because this holds.)
struct ExploreCorporaBench: Benchmark {
    let name = "explore-corpora"

    func run() -> [Figure] {
        guard let toolchain = try? Toolchain.find() else {
            return [Figure.notMeasured(name, goal: "-", why: "swiftc is not on PATH")]
        }
        let corpora = CorpusPrograms(toolchain: toolchain, cache: "learn-explore-corpora")
        defer { corpora.remove() }
        let playground = corpora.playground
        var figures: [Figure] = []
        var whole = 0, reducedTotal = 0, differing: [String] = [], unreplayed: [String] = []
        for corpus in ["ScheduleCorpus", "RaceCorpus"] {
            for name in CorpusPrograms.names(corpus) {
                guard let build = corpora.build(corpus, name) else {
                    figures.append(Figure(name: "\(corpus)/\(name)", value: "does not build", goal: "-", met: false))
                    continue
                }
                var bounds = ScheduleExplorer.Bounds()
                bounds.seconds = 60
                guard let full = try? playground.explore(build, bounds: bounds, preemptions: 2, reduction: false),
                    let reduced = try? playground.explore(build, bounds: bounds, preemptions: 2, reduction: true)
                else {
                    figures.append(Figure(name: "\(corpus)/\(name)", value: "explore failed", goal: "-", met: false))
                    continue
                }
                let same = Set(full.outcomes.map(\.text)) == Set(reduced.outcomes.map(\.text))
                let replays = reduced.outcomes.allSatisfy { outcome in
                    guard let token = outcome.token else { return true }
                    let run = try? playground.runScheduled(build, schedule: .replay(token), console: nil)
                    return run.map { ScheduledProgram.outcome($0.result) == outcome.text } ?? false
                }
                whole += full.schedules
                reducedTotal += reduced.schedules
                if !same { differing.append(name) }
                if !replays { unreplayed.append(name) }
                let missed = Set(full.outcomes.map(\.text)).subtracting(reduced.outcomes.map(\.text))
                let extra = Set(reduced.outcomes.map(\.text)).subtracting(full.outcomes.map(\.text))
                let ends = { (found: ScheduleExplorer.Exploration) in found.complete ? "complete" : "cut" }
                FileHandle.standardError.write(
                    Data(
                        "\(corpus)/\(name): \(full.schedules) → \(reduced.schedules)\(same ? "" : " DIFFER")\(replays ? "" : " UNREPLAYED")\n"
                            .utf8))
                figures.append(
                    Figure(
                        name: "\(corpus)/\(name): schedules whole → reduced",
                        value: "\(full.schedules) \(ends(full)) → \(reduced.schedules) \(ends(reduced))"
                            + (reduced.reduced ? "" : " (tasks: whole)")
                            + "; \(full.outcomes.count) outcomes"
                            + (same ? ", the same" : ", missed \(missed.sorted()), extra \(extra.sorted())")
                            + (replays ? "" : "; a token did not replay"),
                        goal: "the same outcomes; every token replays", met: same && replays))
            }
        }
        figures.append(
            Figure(
                name: "both corpora: schedules whole → reduced",
                value: "\(whole) → \(reducedTotal); outcomes differ in \(differing.count)"
                    + (differing.isEmpty ? "" : " (\(differing.joined(separator: ", ")))")
                    + "; tokens that did not replay in \(unreplayed.count)"
                    + (unreplayed.isEmpty ? "" : " (\(unreplayed.joined(separator: ", ")))"),
                goal: "the same outcomes everywhere", met: differing.isEmpty && unreplayed.isEmpty))
        return figures
    }
}
