import Foundation
import LearnDemos
import LearnJudge
import LearnState

/// All lessons a learner can reach: the shipped ones plus a teacher's folders.
///
/// Shipped lessons are embedded in the binary, so a `learn` copied anywhere has them.
/// A lesson with errors is left out and its problems are kept in ``problems``; a teacher's
/// lesson whose id a shipped lesson already uses is left out too.
package struct LessonLibrary: Sendable {
    /// Every lesson's header, in course order (`order`, then id).
    package private(set) var lessons: [LessonHeader] = []
    /// Problems found while loading (a lesson with errors is left out and reported).
    package private(set) var problems: [Diagnostic] = []
    /// Each lesson's body by file: shipped ones as bytes (parsed when opened), a teacher's parsed.
    private var bodies: [String: Body] = [:]

    private enum Body: Sendable {
        case bytes([UInt8])
        case parsed(Lesson)
    }

    /// Loads shipped lessons and those in `extraDirectories` (from `--lessons` and `LEARN_LESSONS`).
    ///
    /// Shipped lessons are checked by `learn check` in CI and by the test suite, so at start-up
    /// only their headers are read (start-up speed is a feature: `learn list` must be quick);
    /// a teacher's lessons are checked in full, since nothing else has checked them.
    package init(extraDirectories: [String] = []) {
        var shipped: [(LessonHeader, [UInt8])] = []
        var problems: [Diagnostic] = []
        for file in LessonFiles.shipped {
            let (header, diagnostics) = LessonParser.parseHeader(bytes: file.bytes, file: file.path)
            if diagnostics.isEmpty { shipped.append((header, file.bytes)) } else { problems += diagnostics }
        }
        var files: [(path: String, bytes: [UInt8])] = []
        for directory in extraDirectories {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue {
                let (found, tooLarge) = LessonFiles.lessons(in: directory)
                files += found
                problems += tooLarge
            } else {
                var info = stat()
                let what =
                    stat(directory, &info) == 0
                    ? "this is \(UserFile.kind(info.st_mode)), not a lessons folder" : "this lessons folder does not exist"
                problems.append(
                    Diagnostic(file: directory, line: 1, column: 1, message: what + ": check `--lessons` or `LEARN_LESSONS`"))
            }
        }
        self.init(files: files, problems: problems, shipped: shipped)
    }

    /// Loads lessons from files given as bytes (tests).
    package init(files: [(path: String, bytes: [UInt8])], problems: [Diagnostic] = []) {
        self.init(files: files, problems: problems, shipped: [])
    }

    /// Loads `files`, checking each, beside shipped lessons that need no check here.
    private init(files: [(path: String, bytes: [UInt8])], problems: [Diagnostic], shipped: [(LessonHeader, [UInt8])]) {
        self.problems = problems
        var good: [(header: LessonHeader, idAt: SourcePosition?)] = []
        for (header, bytes) in shipped {
            good.append((header, nil))
            bodies[header.file] = .bytes(bytes)
        }
        for file in files {
            let (lesson, diagnostics) = LessonChecker.check(bytes: file.bytes, file: file.path)
            guard diagnostics.isEmpty else {
                self.problems += diagnostics
                continue
            }
            good.append((lesson.header, lesson.headerPositions["id"]))
            bodies[lesson.file] = .parsed(lesson)
        }
        let duplicates = LessonChecker.duplicateIDs(good)
        let left = Set(duplicates.map(\.file))
        self.problems += duplicates
        lessons = good.map(\.header).filter { !left.contains($0.file) }.sorted { ($0.order, $0.id) < ($1.order, $1.id) }
    }

    /// The header of the lesson with this id: its title and parts, without parsing the body
    /// (completion asks on every Tab).
    package func header(id: String) -> LessonHeader? { lessons.first { $0.id == id } }

    /// The whole lesson (header and steps) with this id.
    package func lesson(id: String) -> Lesson? {
        guard let found = header(id: id) else { return nil }
        switch bodies[found.file] {
        case .parsed(let lesson): return lesson
        case .bytes(let bytes): return LessonParser.parse(bytes: bytes, file: found.file).lesson
        case nil: return nil
        }
    }

    /// The bytes of the file a lesson came from (a teacher's: its text as read).
    func sourceBytes(of header: LessonHeader) -> [UInt8]? {
        switch bodies[header.file] {
        case .bytes(let bytes): bytes
        case .parsed(let lesson): Array(lesson.text.utf8)
        case nil: nil
        }
    }

    /// Ids close to a mistyped one, best first ("did you mean `barrier`?").
    package func closest(to id: String) -> [String] {
        DidYouMean.closest(to: id, among: lessons.map(\.id))
    }

    /// Every lesson id, in course order (for completion).
    package var ids: [String] { lessons.map(\.id) }
}
