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
        var wholeEnded = 0, wholeDiffering: [String] = [], wholeUnreplayed: [String] = []
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
                // `learn explore FILE`'s search: with no preemption bound first, while it stays small
                var first = bounds
                first.wholeFirst = 100
                let noBound = try? playground.explore(build, bounds: first, preemptions: 2)
                let wholeMissed = noBound.map { Set(full.outcomes.map(\.text)).subtracting($0.outcomes.map(\.text)) } ?? []
                if noBound?.unbounded == true {
                    wholeEnded += 1
                    if !wholeMissed.isEmpty { wholeDiffering.append(name) }
                }
                let noBoundReplays = (noBound?.outcomes ?? []).allSatisfy { outcome in
                    guard let token = outcome.token else { return true }
                    let run = try? playground.runScheduled(build, schedule: .replay(token), console: nil)
                    return run.map { ScheduledProgram.outcome($0.result) == outcome.text } ?? false
                }
                if !noBoundReplays { wholeUnreplayed.append(name) }
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
                let noBoundWords: String = noBound.map { "\($0.schedules)" + ($0.unbounded ? " ended" : " cut") } ?? "failed"
                var line = "\(corpus)/\(name): \(full.schedules) → \(reduced.schedules)" + (same ? "" : " DIFFER")
                line += (replays ? "" : " UNREPLAYED") + " · no bound: " + noBoundWords
                line +=
                    (wholeMissed.isEmpty ? "" : " MISSED \(wholeMissed.sorted())") + (noBoundReplays ? "" : " UNREPLAYED(no bound)") + "\n"
                FileHandle.standardError.write(Data(line.utf8))
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
        figures.append(
            Figure(
                name: "both corpora: the search with no preemption bound (`learn explore FILE`'s first, up to 100 schedules)",
                value:
                    "ended in \(wholeEnded) programs; of those, missed an outcome of the full search within 2 preemptions in \(wholeDiffering.count)"
                    + (wholeDiffering.isEmpty ? "" : " (\(wholeDiffering.joined(separator: ", ")))")
                    + "; tokens that did not replay in \(wholeUnreplayed.count)"
                    + (wholeUnreplayed.isEmpty ? "" : " (\(wholeUnreplayed.joined(separator: ", ")))"),
                goal: "no outcome missed; every token replays", met: wholeDiffering.isEmpty && wholeUnreplayed.isEmpty))
        return figures
    }
}
