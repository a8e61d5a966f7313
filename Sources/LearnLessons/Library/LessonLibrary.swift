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
    /// Each lesson's body by file: shipped ones as bytes (parsed when opened), a teacher's on disk
    /// (read and checked again when opened), a test's parsed.
    private var bodies: [String: Body] = [:]

    private enum Body: Sendable {
        case bytes([UInt8])
        case onDisk
        case parsed(Lesson)
    }

    /// Loads shipped lessons and those in `extraDirectories` (from `--lessons` and `LEARN_LESSONS`).
    ///
    /// Shipped lessons are checked by `learn check` in CI and by the test suite, so at start-up
    /// only their headers are read (start-up speed is a feature: `learn list` must be quick);
    /// a teacher's lessons are checked in full, since nothing else has checked them, one file at a
    /// time: only each one's header is kept, and its file is read again when the lesson is opened,
    /// so 20,000 lessons in a folder cost their headers, not their texts.
    package init(extraDirectories: [String] = []) {
        var good = Self.shipped(into: &bodies, problems: &problems)
        for directory in extraDirectories {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue {
                problems += LessonFiles.eachLesson(in: directory) { path, bytes in
                    if let checked = add(bytes, file: path, keeping: false) { good.append(checked) }
                }
            } else {
                var info = stat()
                let what =
                    stat(directory, &info) == 0
                    ? "this is \(UserFile.kind(info.st_mode)), not a lessons folder" : "this lessons folder does not exist"
                problems.append(
                    Diagnostic(file: directory, line: 1, column: 1, message: what + ": check `--lessons` or `LEARN_LESSONS`"))
            }
        }
        finish(good)
    }

    /// Loads lessons from files given as bytes (tests), kept parsed.
    package init(files: [(path: String, bytes: [UInt8])], problems: [Diagnostic] = []) {
        self.problems = problems
        var good: [(header: LessonHeader, idAt: SourcePosition?)] = []
        for file in files {
            if let checked = add(file.bytes, file: file.path, keeping: true) { good.append(checked) }
        }
        finish(good)
    }

    /// The shipped lessons' headers (their bytes kept in `bodies`), parse problems in `problems`.
    private static func shipped(
        into bodies: inout [String: Body], problems: inout [Diagnostic]
    ) -> [(header: LessonHeader, idAt: SourcePosition?)] {
        var good: [(header: LessonHeader, idAt: SourcePosition?)] = []
        for file in LessonFiles.shipped {
            let (header, diagnostics) = LessonParser.parseHeader(bytes: file.bytes, file: file.path)
            guard diagnostics.isEmpty else {
                problems += diagnostics
                continue
            }
            good.append((header, nil))
            bodies[header.file] = .bytes(file.bytes)
        }
        return good
    }

    /// Checks a teacher's lesson file: its header (and where its id is) when it has no error, its
    /// problems kept otherwise. `keeping` keeps the parsed lesson; else it is read again when opened.
    private mutating func add(_ bytes: [UInt8], file: String, keeping: Bool) -> (header: LessonHeader, idAt: SourcePosition?)? {
        let (lesson, diagnostics) = LessonChecker.check(bytes: bytes, file: file)
        guard diagnostics.isEmpty else {
            problems += diagnostics
            return nil
        }
        bodies[lesson.file] = keeping ? .parsed(lesson) : .onDisk
        return (lesson.header, lesson.headerPositions["id"])
    }

    /// Leaves out lessons whose id another uses, and sorts the rest in course order.
    private mutating func finish(_ good: [(header: LessonHeader, idAt: SourcePosition?)]) {
        let duplicates = LessonChecker.duplicateIDs(good)
        let left = Set(duplicates.map(\.file))
        problems += duplicates
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
        case .onDisk: return reread(found)
        case nil: return nil
        }
    }

    /// A teacher's lesson read again from its file: nil when it is gone, no longer clean, or now
    /// names another lesson (the folder changed since learn started).
    private func reread(_ header: LessonHeader) -> Lesson? {
        guard case .success(let bytes) = LessonFiles.contents(header.file) else { return nil }
        let (lesson, diagnostics) = LessonChecker.check(bytes: bytes, file: header.file)
        return diagnostics.isEmpty && lesson.id == header.id ? lesson : nil
    }

    /// The bytes of the file a lesson came from (a teacher's: its text as read).
    func sourceBytes(of header: LessonHeader) -> [UInt8]? {
        switch bodies[header.file] {
        case .bytes(let bytes): bytes
        case .parsed(let lesson): Array(lesson.text.utf8)
        case .onDisk: try? LessonFiles.contents(header.file).get()
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
