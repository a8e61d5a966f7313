import Foundation
import LearnJudge
import LearnLanguage
import LearnState
import LearnTrace

/// Where lesson files come from: the embedded shipped lessons, and folders or files on disk.
///
/// A file over ``sizeLimit`` is never read: its size is asked of the file system first, so a
/// huge (or sparse) file costs nothing but its diagnostic.
enum LessonFiles {
    /// The largest lesson file read: the longest shipped lesson is about 20 KB, so 1 MiB leaves
    /// room for any real lesson while a file that would slow every start is refused.
    static let sizeLimit = 1 << 20

    /// The diagnostic for a file of `size` bytes over the limit.
    static func tooLarge(_ path: String, size: Int) -> Diagnostic {
        Diagnostic(
            file: path, line: 1, column: 1,
            message: "this file is \(size) bytes; a lesson file may be at most \(sizeLimit) bytes (1 MB): split it into several lessons")
    }

    /// The shipped lessons embedded at build time (`Lessons/*.md` that start with `---`; the
    /// translations in `Lessons/ko/` are not lessons of their own).
    static var shipped: [(path: String, bytes: [UInt8])] {
        EmbeddedFiles.files
            .filter { $0.path.hasPrefix("Lessons/") && $0.path.hasSuffix(".md") && !$0.path.dropFirst(8).contains("/") }
            .map { ($0.path, Array($0.text.utf8)) }
            .filter { isLesson($0.1) }
    }

    /// A lesson is a `.md` file starting with `---` (FORMAT.md and READMEs are not lessons).
    static func isLesson(_ bytes: [UInt8]) -> Bool {
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        return body.starts(with: Array("---".utf8))
    }

    /// The lesson files at `path` (the file itself, or a folder's lesson files, not recursive)
    /// and the problems that kept any from being read.
    static func read(_ path: String) -> (files: [(path: String, bytes: [UInt8])], problems: [Diagnostic]) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return ([], [Diagnostic(file: path, line: 1, column: 1, message: "no such file or folder: check the path")])
        }
        guard !isDirectory.boolValue else { return lessons(in: path) }
        switch contents(path) {
        case .success(let bytes): return ([(path, bytes)], [])
        case .failure(.tooLarge(let problem)), .failure(.unreadable(let problem)), .failure(.notAFile(let problem)): return ([], [problem])
        }
    }

    /// Why a file's bytes were not read.
    enum ReadProblem: Error {
        case tooLarge(Diagnostic)
        /// A FIFO, a device, a folder or a socket named like a lesson: said, never opened to wait.
        case notAFile(Diagnostic)
        case unreadable(Diagnostic)
    }

    /// The bytes of the file at `path`, unless it is over the size limit, not a regular file
    /// or cannot be read (``UserFile``: never blocking, never beyond the limit).
    static func contents(_ path: String) -> Result<[UInt8], ReadProblem> {
        UserFile.read(path, limit: sizeLimit).mapError { problem in
            let name = VisibleText.name((path as NSString).lastPathComponent)
            return switch problem {
            case .tooLarge(let bytes, _): .tooLarge(tooLarge(path, size: bytes))
            case .notAFile(let kind):
                .notAFile(
                    Diagnostic(
                        file: path, line: 1, column: 1, message: "\(name) is \(kind), not a file: put the lesson file itself there"))
            case .missing, .unreadable:
                .unreadable(Diagnostic(file: path, line: 1, column: 1, message: "cannot read this file: \(name) \(problem.words)"))
            }
        }
    }

    /// Lesson files directly inside `directory`, sorted by name, and one problem for each file
    /// too large to read; unreadable ones are skipped.
    static func lessons(in directory: String) -> (files: [(path: String, bytes: [UInt8])], problems: [Diagnostic]) {
        var files: [(path: String, bytes: [UInt8])] = []
        let problems = eachLesson(in: directory) { files.append(($0, $1)) }
        return (files, problems)
    }

    /// The most lesson files read from one folder: what a teacher's course could hold many times
    /// over, and what learn checks and keeps the headers of well within its 64 MB.
    static let mostLessons = 10_000
    /// The most `.md` names read from one folder before they are sorted.
    static let mostNames = 4 * mostLessons

    /// The diagnostic for a folder with more lesson files than ``mostLessons``.
    static func tooMany(_ directory: String) -> Diagnostic {
        Diagnostic(file: directory, line: 1, column: 1, message: Catalogue(.en)(.lessonFolderTooMany, mostLessons))
    }

    /// Calls `body` with each lesson file directly inside `directory`, by name, one at a time (no
    /// file's bytes outlive its call), the first ``mostLessons`` of them; returns one problem for
    /// each file too large to read or not a file, and one when lessons were left out. Unreadable
    /// ones are skipped.
    static func eachLesson(in directory: String, _ body: (String, [UInt8]) -> Void) -> [Diagnostic] {
        let (names, more) = markdownNames(in: directory)
        var problems: [Diagnostic] = []
        var read = 0
        for name in names.sorted() {
            if read == mostLessons { return problems + [tooMany(directory)] }
            let path = (directory as NSString).appendingPathComponent(name)
            switch contents(path) {
            case .success(let bytes):
                if isLesson(bytes) {
                    read += 1
                    body(path, bytes)
                }
            case .failure(.tooLarge(let problem)), .failure(.notAFile(let problem)): problems.append(problem)
            case .failure(.unreadable): continue
            }
        }
        return more ? problems + [tooMany(directory)] : problems
    }

    /// The names ending in `.md` in `directory`, read as the folder lists them, the first
    /// ``mostNames`` (`more`: there were others).
    static func markdownNames(in directory: String) -> (names: [String], more: Bool) {
        guard let folder = opendir(directory) else { return ([], false) }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard name.hasSuffix(".md") else { continue }
            if names.count == mostNames { return (names, true) }
            names.append(name)
        }
        return (names, false)
    }
}
