import Foundation
import LearnExercises
import LearnJudge
import LearnLessons
import LearnPlay
import LearnTestSupport
import Testing

/// No false passes, for every shipped exercise: the starter fails, the reference solution
/// passes, and cheats (an empty program, the expected text printed without the work, the
/// concurrency deleted) fail. Fewer runs than `learn verify` makes keep the suite affordable;
/// `learn-bench exercise` makes the 100-run proof.
@Suite(.tags(.swiftc), .slow) struct ShippedExerciseTests {
    /// The exercises of the older format (no judge): `JudgedExerciseTests` proves the others.
    static let ids = ExerciseCatalog.shipped.exercises.filter { $0.judge == nil }.map(\.id)
    static let cheatFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Cheats").path

    static func verifier(runs: Int, judgeFailures: Bool) throws -> ExerciseVerifier {
        var playground = try Playground.standard()
        playground.watchdog = 20
        var verifier = ExerciseVerifier(playground: playground, runs: runs)
        verifier.judgeFailures = judgeFailures
        return verifier
    }

    /// The verdict on `text`; `judgeFailures: false` skips ThreadSanitizer once a check failed
    /// (a cheat fails on its checks; only the starters need TSan's word).
    static func verdict(_ id: String, text: String, name: String, runs: Int, judgeFailures: Bool = true) throws -> ExerciseVerdict {
        let exercise = try #require(ExerciseCatalog.shipped.exercise(id))
        return try verifier(runs: runs, judgeFailures: judgeFailures).verify(
            exercise, source: PlaySource(path: "/exercises/\(name)", text: text))
    }

    @Test func theShippedExercisesParse() {
        #expect(ExerciseCatalog.shipped.problems.map(\.description) == [])
        #expect(Self.ids.count >= 5)
    }

    @Test(arguments: ids) func theSolutionPasses(_ id: String) throws {
        let exercise = try #require(ExerciseCatalog.shipped.exercise(id))
        let verdict = try Self.verdict(id, text: exercise.solution, name: exercise.solutionName, runs: 5)
        #expect(verdict.passed, "\(verdict.text(exercise))")
    }

    @Test(arguments: ids) func theStarterFails(_ id: String) throws {
        let exercise = try #require(ExerciseCatalog.shipped.exercise(id))
        let verdict = try Self.verdict(id, text: exercise.starter, name: exercise.starterName, runs: 5)
        #expect(!verdict.passed)
    }

    /// The checks name labels the exercise's code really records: each label a check names
    /// appears in a run of the starter or of the solution (a starter whose main thread does
    /// not wait, as in `threads`, may end before its threads record anything).
    @Test(arguments: ids) func checksNameWhatTheCodeRecords(_ id: String) throws {
        let exercise = try #require(ExerciseCatalog.shipped.exercise(id))
        var recorded = Set<String>()
        for (text, name) in [(exercise.starter, exercise.starterName), (exercise.solution, exercise.solutionName)] {
            let verdict = try Self.verdict(id, text: text, name: name, runs: 1, judgeFailures: false)
            let run = try #require(verdict.runs.first)
            recorded.formUnion(run.trace.spans.map(\.label))
            recorded.formUnion(run.trace.events.map(\.label))
            recorded.formUnion(run.trace.values.keys)
        }
        for check in exercise.checks {
            for label in check.condition.condition.labels {
                #expect(recorded.contains(label), "`\(check.name)` names `\(label)`, which the exercise's code never records")
            }
        }
    }

    @Test(arguments: ids) func anEmptyProgramFails(_ id: String) throws {
        // One path and text for every exercise: compiled once.
        #expect(try !Self.verdict(id, text: "// nothing\n", name: "empty.swift", runs: 1, judgeFailures: false).passed)
    }

    @Test(arguments: ids) func theCheatsFail(_ id: String) throws {
        let cheats = ((try? FileManager.default.contentsOfDirectory(atPath: Self.cheatFolder)) ?? []).filter { $0.hasPrefix(id + ".") }
        #expect(cheats.count >= 2, "each exercise has a cheat that prints the answer and one without concurrency")
        for name in cheats {
            let text = try String(contentsOfFile: Self.cheatFolder + "/" + name, encoding: .utf8)
            let verdict = try Self.verdict(id, text: text, name: name, runs: 3, judgeFailures: false)
            #expect(!verdict.passed, "the cheat \(name) passed")
        }
    }
}
