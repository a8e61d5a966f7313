import Foundation
import LearnExercises
import LearnPlay
import LearnTestSupport
import Testing

/// A file saved while it is verified: the verdict is for text that is no longer the file,
/// so it is never a pass. The save is made by the verifier's hook, between the verdict and
/// the second read of the file, so no test waits for another thread.
@Suite(.tags(.swiftc), .slow) struct EditedDuringVerifyTests {
    static func setUp() throws -> (Exercise, ExerciseVerifier, String) {
        let exercise = try #require(ExerciseCatalog.shipped.exercise("race"))
        var playground = try Playground.standard()
        playground.watchdog = 20
        let folder = try TemporaryFolder.make("learn-edited")
        let path = folder + "/race.swift"
        try exercise.solution.write(toFile: path, atomically: true, encoding: .utf8)
        return (exercise, ExerciseVerifier(playground: playground, runs: 1), path)
    }

    @Test func aSaveDuringTheVerifyIsNeverAPass() throws {
        let (exercise, made, path) = try Self.setUp()
        var verifier = made
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        // Unchanged, the solution passes: the same verify is what a save spoils.
        let unchanged = try verifier.verify(exercise, path: path)
        #expect(unchanged.passed && !unchanged.changedMeanwhile, "\(unchanged.text(exercise))")
        let starter = exercise.starter
        verifier.beforeRecheck = { try? starter.write(toFile: path, atomically: true, encoding: .utf8) }
        let changed = try verifier.verify(exercise, path: path)
        #expect(changed.changedMeanwhile)
        #expect(!changed.passed)
        #expect(changed.source?.text == exercise.solution)
        #expect(changed.text(exercise).contains("changed while it was being verified"))
        #expect(!changed.text(exercise).contains("race passed"))
    }

    @Test func aFileDeletedDuringTheVerifyIsNeverAPass() throws {
        let (exercise, made, path) = try Self.setUp()
        var verifier = made
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        verifier.beforeRecheck = { try? FileManager.default.removeItem(atPath: path) }
        let verdict = try verifier.verify(exercise, path: path)
        #expect(verdict.changedMeanwhile && !verdict.passed)
    }
}
