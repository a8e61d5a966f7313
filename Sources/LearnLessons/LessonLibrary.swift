import Foundation
import LearnDemos

/// All lessons a learner can reach: the shipped ones plus a teacher's folders.
///
/// Shipped lessons are embedded in the binary, so a `learn` copied anywhere has them.
/// A lesson with errors is left out and its problems are kept in ``problems``; a teacher's
/// lesson whose id a shipped lesson already uses is left out too.
public struct LessonLibrary: Sendable {
    public private(set) var lessons: [Lesson] = []
    /// Problems found while loading (a lesson with errors is left out and reported).
    public private(set) var problems: [LessonDiagnostic] = []

    /// Loads shipped lessons and those in `extraDirectories` (from `--lessons` and `LEARN_LESSONS`).
    public init(extraDirectories: [String] = []) {
        var files = LessonFiles.shipped
        var missing: [LessonDiagnostic] = []
        for directory in extraDirectories {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue {
                files += LessonFiles.lessons(in: directory)
            } else {
                missing.append(LessonDiagnostic(file: directory, line: 1, column: 1,
                    message: "this lessons folder does not exist: check `--lessons` or `LEARN_LESSONS`"))
            }
        }
        self.init(files: files, problems: missing)
    }

    /// Loads lessons from files given as bytes (tests).
    public init(files: [(path: String, bytes: [UInt8])], problems: [LessonDiagnostic] = []) {
        self.problems = problems
        var good: [Lesson] = []
        for file in files {
            let (lesson, diagnostics) = LessonChecker.check(bytes: file.bytes, file: file.path)
            if diagnostics.isEmpty { good.append(lesson) } else { self.problems += diagnostics }
        }
        let duplicates = LessonChecker.duplicateIDs(good)
        let left = Set(duplicates.map(\.file))
        self.problems += duplicates
        lessons = good.filter { !left.contains($0.file) }.sorted { ($0.order, $0.id) < ($1.order, $1.id) }
    }

    public func lesson(id: String) -> Lesson? { lessons.first { $0.id == id } }

    /// Ids close to a mistyped one, best first ("did you mean `barrier`?").
    public func closest(to id: String) -> [String] {
        LessonText.closest(to: id, among: lessons.map(\.id))
    }

    /// Every lesson id, in course order (for completion).
    public var ids: [String] { lessons.map(\.id) }
}
