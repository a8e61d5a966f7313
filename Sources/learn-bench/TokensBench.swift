import Foundation
import LearnJudge
import LearnPlay
import LearnRunner
import LearnSystem

/// Every token `learn explore FILE` prints, replayed as a learner would replay it (issue 34 item
/// 4, issue 32's "Done when"): for each program of the schedule corpus, the race corpus and the
/// pasted posts (`Tests/LearnPlayTests/Fixtures/`), the search `learn explore` makes, then each
/// outcome's token replayed `replays` times on all CPUs and `replays` times pinned to CPU 0 (as
/// `taskset -c 0` pins), each replay's outcome against the one the search printed; and the same
/// for the token step mode prints after a choice and `a`.
/// `LEARN_BENCH_REPLAYS=N` (10 by default), `LEARN_BENCH_PROGRAMS=a,b` (file names without
/// `.swift`) to take only some, `LEARN_EXPLORE_REDUCTION=0` for the full search's tokens.
struct TokensBench: Benchmark {
    let name = "tokens"
    var replays = ProcessInfo.processInfo.environment["LEARN_BENCH_REPLAYS"].flatMap(Int.init) ?? 10

    func run() -> [Figure] {
        guard let toolchain = try? Toolchain.find() else {
            return [Figure.notMeasured(name, goal: "-", why: "swiftc is not on PATH")]
        }
        let environment = ProcessInfo.processInfo.environment
        let only = environment["LEARN_BENCH_PROGRAMS"].map { Set($0.split(separator: ",").map(String.init)) }
        let corpora = CorpusPrograms(toolchain: toolchain, cache: "learn-tokens")
        defer { corpora.remove() }
        let playground = corpora.playground
        var figures: [Figure] = []
        var asPrinted = 0, replayed = 0, tokens = 0, programs: [String] = [], untried = 0
        for corpus in ["ScheduleCorpus", "RaceCorpus", "PastedPosts"] {
            for name in CorpusPrograms.names(corpus) where only?.contains(String(name.dropLast(6))) ?? true {
                guard let build = corpora.build(corpus, name),
                    let found = try? playground.explore(build, bounds: ScheduleExplorer.Bounds(), preemptions: 2)
                else {  // a post that does not build on Linux (UIKit, RxSwift), or passes no gate, prints no token
                    untried += 1
                    continue
                }
                // explore's tokens, then step mode's: a run stepped to its first choice, the second
                // thread taken there, then `a` (the default rule finishes it and prints the token)
                var printed = found.outcomes.compactMap { outcome in outcome.token.map { ($0, outcome.text) } }
                if let stepped = try? playground.runScheduled(build, schedule: .step, console: OneChoiceThenAuto()),
                    let token = stepped.result.schedule?.token
                {
                    printed.append((token, ScheduledProgram.outcome(stepped.result)))
                }
                var held = 0, made = 0, differences: [String] = []
                for (token, text) in printed {
                    tokens += 1
                    for pinned in [false, true] {
                        for _ in 0..<replays {
                            let replay = { try? playground.runScheduled(build, schedule: .replay(token), console: nil) }
                            let run = pinned ? ThisProcess.pinned(to: 0, replay) ?? nil : replay()
                            let got = run.map { ScheduledProgram.outcome($0.result) } ?? "no run"
                            made += 1
                            if got == text {
                                held += 1
                            } else if differences.count < 2 {
                                differences.append("`\(text)` → `\(got)`\(pinned ? " (pinned)" : "")")
                            }
                        }
                    }
                }
                asPrinted += held
                replayed += made
                if held < made { programs.append(name) }
                let line = "\(corpus)/\(name): \(found.outcomes.count) outcomes and a stepped run, \(held) of \(made) replays as printed"
                FileHandle.standardError.write(
                    Data((line + (differences.isEmpty ? "" : "; " + differences.joined(separator: "; ")) + "\n").utf8))
                figures.append(
                    Figure(
                        name: "\(corpus)/\(name): replays as printed",
                        value: "\(held) of \(made)" + (differences.isEmpty ? "" : " (\(differences.joined(separator: "; ")))"),
                        goal: "all", met: held == made))
            }
        }
        figures.append(
            Figure(
                name: "tokens replayed as printed (each \(replays) times on all CPUs and \(replays) pinned)",
                value: "\(asPrinted) of \(replayed), \(tokens) tokens"
                    + (untried == 0 ? "" : "; \(untried) programs print none (no build for Linux, or no gate)")
                    + (programs.isEmpty ? "" : "; not in \(programs.joined(separator: ", "))"),
                goal: "all", met: asPrinted == replayed))
        return figures
    }
}

/// Step mode as `TokensBench` drives it: the second thread at the first question with a choice,
/// then `a` (auto).
private final class OneChoiceThenAuto: ScheduleConsole, @unchecked Sendable {  // one run asks at a time
    var asked = 0
    func decide(_ decision: ScheduleDecision) -> ScheduleAnswer {
        asked += 1
        return asked == 1 && decision.choices.count > 1 ? .go(decision.choices[1]) : .auto
    }
    func ended(_ result: RunResult) {}
}
