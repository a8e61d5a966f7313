import Foundation
import LearnExercises
import LearnPlay

/// `learn-bench exercise`: the 100-run proof of no false passes (each starter fails in at
/// least 99 of 100 verifies' worth of runs, each solution passes 100 of 100), the time of a
/// verify of a correct solution (20 runs and one TSan run), and watch mode's save → verdict.
struct ExerciseBench: Benchmark {
    let name = "exercise"

    func run() -> [Figure] {
        guard let playground = try? Playground.standard() else {
            return [.notMeasured("verify of a solution", goal: "≤ 3 s median", why: "no swiftc on PATH")]
        }
        var figures: [Figure] = []
        let catalog = ExerciseCatalog.shipped
        // The proof: 100 traced runs of each starter and solution, and TSan once each.
        var proofProblems: [String] = []
        for exercise in catalog.exercises {
            var verifier = ExerciseVerifier(playground: playground, runs: 100)
            verifier.judgeFailures = true
            let starter = try? verifier.verify(exercise, source: PlaySource(path: "/bench/" + exercise.starterName, text: exercise.starter))
            let solution = try? verifier.verify(exercise, source: PlaySource(path: "/bench/" + exercise.solutionName, text: exercise.solution))
            if starter?.passed != false { proofProblems.append("\(exercise.id): the starter passed") }
            if solution?.passed != true || (solution?.runs.count ?? 0) != 100 { proofProblems.append("\(exercise.id): the solution failed") }
        }
        figures.append(Figure(name: "starters failing, solutions passing 100 of 100 runs", value: proofProblems.isEmpty ? "all \(catalog.exercises.count)" : proofProblems.joined(separator: "; "),
                              goal: "every exercise", met: proofProblems.isEmpty))
        // A verify of a correct solution, as `learn verify` does it, built once beforehand.
        if let race = catalog.exercise("race") {
            let source = PlaySource(path: "/bench/race.swift", text: race.solution)
            let verifier = ExerciseVerifier(playground: playground, runs: 20)
            _ = try? verifier.verify(race, source: source)
            var times: [Double] = []
            for _ in 0..<5 {
                let start = Date()
                _ = try? verifier.verify(race, source: source)
                times.append(Date().timeIntervalSince(start))
            }
            let median = Stats.median(times)
            figures.append(Figure(name: "verify of a correct solution (20 runs + 1 TSan run)", value: String(format: "%.2f s", median), goal: "≤ 3 s median", met: median <= 3))
            // Save → verdict: a changed file (a new comment) is compiled, run and judged.
            var saves: [Double] = []
            for n in 0..<3 {
                let changed = PlaySource(path: "/bench/race.swift", text: race.solution + "// save \(n) \(UUID().uuidString)\n")
                let start = Date()
                _ = try? verifier.verify(race, source: changed)
                saves.append(Date().timeIntervalSince(start) + 0.1)  // + the watcher's 100 ms quiet period
            }
            let saveMedian = Stats.median(saves)
            figures.append(Figure(name: "watch: save → verdict", value: String(format: "%.2f s", saveMedian), goal: "≤ 2 s median", met: saveMedian <= 2))
        }
        return figures
    }
}
