import Foundation
import LearnExercises
import Testing

/// A folder of exercises on disk: a file that cannot be read is reported, never skipped.
@Suite struct ExerciseCatalogTests {
    @Test func anUnreadableExerciseFileIsAProblem() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("learn-catalog-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data([0x2D, 0x2D, 0x2D, 0x0A, 0xFF, 0xFE]).write(to: URL(fileURLWithPath: folder + "/broken.md"))
        try "notes, not an exercise\n".write(toFile: folder + "/notes.md", atomically: true, encoding: .utf8)
        let catalog = ExerciseCatalog.folder(folder)
        #expect(catalog.exercises.isEmpty)
        #expect(catalog.problems.map(\.file) == [folder + "/broken.md"])
        #expect(catalog.problems.first?.message.hasPrefix("cannot read this exercise file") == true)
    }

    @Test func aFolderThatCannotBeListedIsAProblem() {
        let catalog = ExerciseCatalog.folder("/nonexistent-learn-folder")
        #expect(catalog.problems.count == 1)
    }
}
