import Foundation
import LearnDemos

/// All lessons a learner can reach: the shipped ones plus a teacher's folders.
///
/// Shipped lessons are embedded in the binary, so a `learn` copied anywhere has them.
/// A lesson with errors is left out and its problems are kept in ``problems``; a teacher's
/// lesson whose id a shipped lesson already uses is left out too.
public struct LessonLibrary: Sendable {
    /// Every lesson in course order. Shipped lessons are header outlines here (`steps` empty):
    /// ``lesson(id:)`` gives the whole lesson.
    public private(set) var lessons: [Lesson] = []
    /// Problems found while loading (a lesson with errors is left out and reported).
    public private(set) var problems: [LessonDiagnostic] = []
    /// Files of lessons loaded as outlines, parsed in full when opened.
    private var outlines: Set<String> = []

    /// Loads shipped lessons and those in `extraDirectories` (from `--lessons` and `LEARN_LESSONS`).
    ///
    /// Shipped lessons are checked by `learn check` in CI and by the test suite, so at start-up
    /// only their headers are read (start-up speed is a feature: `learn list` must be quick);
    /// a teacher's lessons are checked in full, since nothing else has checked them.
    public init(extraDirectories: [String] = []) {
        var shipped: [Lesson] = []
        var problems: [LessonDiagnostic] = []
        for file in LessonFiles.shipped {
            let (outline, diagnostics) = LessonParser.parseOutline(bytes: file.bytes, file: file.path)
            if diagnostics.isEmpty { shipped.append(outline) } else { problems += diagnostics }
        }
        var files: [(path: String, bytes: [UInt8])] = []
        var missing: [LessonDiagnostic] = problems
        for directory in extraDirectories {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue {
                let (found, tooLarge) = LessonFiles.lessons(in: directory)
                files += found
                missing += tooLarge
            } else {
                missing.append(LessonDiagnostic(file: directory, line: 1, column: 1,
                    message: "this lessons folder does not exist: check `--lessons` or `LEARN_LESSONS`"))
            }
        }
        self.init(files: files, problems: missing, checked: shipped)
        outlines = Set(shipped.map(\.file))
    }

    /// Loads lessons from files given as bytes (tests).
    public init(files: [(path: String, bytes: [UInt8])], problems: [LessonDiagnostic] = []) {
        self.init(files: files, problems: problems, checked: [])
    }

    /// Loads `files`, checking each, beside lessons that need no check here (`checked`).
    private init(files: [(path: String, bytes: [UInt8])], problems: [LessonDiagnostic], checked: [Lesson]) {
        self.problems = problems
        var good: [Lesson] = checked
        for file in files {
            let (lesson, diagnostics) = LessonChecker.check(bytes: file.bytes, file: file.path)
            if diagnostics.isEmpty { good.append(lesson) } else { self.problems += diagnostics }
        }
        let duplicates = LessonChecker.duplicateIDs(good)
        let left = Set(duplicates.map(\.file))
        self.problems += duplicates
        lessons = good.filter { !left.contains($0.file) }.sorted { ($0.order, $0.id) < ($1.order, $1.id) }
    }

    /// The header of the lesson with this id (steps may be empty): enough for its title and
    /// variants, without parsing the body (completion asks on every Tab).
    public func outline(id: String) -> Lesson? { lessons.first { $0.id == id } }

    /// The whole lesson (header and steps) with this id.
    public func lesson(id: String) -> Lesson? {
        guard let found = outline(id: id) else { return nil }
        guard outlines.contains(found.file) else { return found }
        return LessonParser.parse(bytes: Array(found.text.utf8), file: found.file).lesson
    }

    /// Ids close to a mistyped one, best first ("did you mean `barrier`?").
    public func closest(to id: String) -> [String] {
        LessonText.closest(to: id, among: lessons.map(\.id))
    }

    /// Every lesson id, in course order (for completion).
    public var ids: [String] { lessons.map(\.id) }
}
