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

/// A judge's top-level names are out of the learner's reach: the learner's file is compiled into
/// the judge's module, so a judge's `expected` that is not `private` is an answer to copy.
@Suite struct JudgeExposureTests {
    @Test func everyShippedJudgeKeepsItsTopLevelPrivate() {
        let problems = ExerciseCatalog.shipped.exercises.flatMap(ExerciseChecker.judgeExposure)
        #expect(problems.isEmpty, "\(problems.map(\.message))")
    }

    @Test func aTopLevelNameWithoutPrivateIsReported() {
        #expect(JudgeDeclarations.exposed("let expected = 4") == .init(keyword: "let", name: "expected"))
        #expect(JudgeDeclarations.exposed("nonisolated(unsafe) var finished: [Int] = []") == .init(keyword: "var", name: "finished"))
        #expect(JudgeDeclarations.exposed("final class Board: @unchecked Sendable {") == .init(keyword: "class", name: "Board"))
        #expect(JudgeDeclarations.exposed("@MainActor func referee() async {") == .init(keyword: "func", name: "referee"))
        #expect(JudgeDeclarations.exposed("extension Int {") == .init(keyword: "extension", name: "Int"))
        for hidden in [
            "private let expected = 4", "nonisolated(unsafe) private var finished = 0", "@MainActor private func referee() {",
            "private final class Board {", "fileprivate enum Step {", "    let inside = 1", "for x in xs {", "// let x = 1",
        ] {
            #expect(JudgeDeclarations.exposed(hidden) == nil, "\(hidden)")
        }
    }

    @Test func aSharedTypeIsAllowedOnlyWithItsMark() throws {
        var exercise = try #require(ExerciseCatalog.shipped.exercise("freeze"))
        #expect(ExerciseChecker.judgeExposure(exercise).isEmpty)
        exercise.judge = exercise.judge?.replacingOccurrences(of: "  " + JudgeDeclarations.sharedMark, with: "")
        #expect(Set(ExerciseChecker.judgeExposure(exercise).map { $0.message.prefix(9) }) == ["`Screen` ", "`Picture`", "`Photo` i"])
    }
}

/// A learner's file that reaches into learn is refused, wherever the word hides (red-team cheats
/// hid `dlsym` after a `"//"` string and after a lone carriage return).
@Suite struct JudgeReachTests {
    @Test func aWordIsFoundInCodeStringsAndComments() throws {
        let hidden = [
            "let s = \"//\"; let f = dlsym(nil, \"x\")",
            "// a comment\rlet f = dlsym(nil, \"x\")",
            "let f = Glibc.`dlvsym`(nil, \"x\", nil)",
            "@_silgen_name(\"x\") func x()",
            "// dlopen is mentioned here",
        ]
        for text in hidden {
            #expect(JudgeReach.find("import Foundation\n" + text) != nil, "\(text)")
        }
        #expect(try #require(JudgeReach.find("a\r\nb\rc\nlet f = dlsym")).line == 4)
        #expect(JudgeReach.find("final class Account { func deposit(_ n: Int) {} }") == nil)
    }
}
