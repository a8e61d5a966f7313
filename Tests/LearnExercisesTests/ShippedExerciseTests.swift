import Foundation
import LearnExercises
import LearnJudge
import LearnPlay
import LearnTestSupport
import Testing

/// The shipped exercises parse, and every one is judged by code the learner does not write:
/// `JudgedExerciseTests` proves, for each, that the starter fails, the solution and right answers
/// written differently pass, and its cheats fail for what they broke.
@Suite struct ShippedExerciseTests {
    @Test func theShippedExercisesParse() {
        #expect(ExerciseCatalog.shipped.problems.map(\.description) == [])
        #expect(ExerciseCatalog.shipped.exercises.count >= 15)
    }

    @Test func everyShippedExerciseHasAJudge() {
        let unjudged = ExerciseCatalog.shipped.exercises.filter { $0.judge == nil }.map(\.id)
        #expect(unjudged == [], "checks that read the learner's own trace can be faked: \(unjudged)")
    }

    @Test func noOldFlatCheatsAreLeft() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Cheats").path
        let flat = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }
        #expect(flat == [], "cheats live in Cheats/ID/ with a `// fails:` line")
    }
}
