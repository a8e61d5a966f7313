import Foundation

/// Where lesson files come from: the embedded shipped lessons, and folders or files on disk.
enum LessonFiles {
    /// The shipped lessons embedded at build time (`Lessons/*.md` that start with `---`).
    static var shipped: [(path: String, bytes: [UInt8])] {
        EmbeddedFiles.files
            .filter { $0.path.hasPrefix("Lessons/") && $0.path.hasSuffix(".md") }
            .map { ($0.path, Array($0.text.utf8)) }
            .filter { isLesson($0.1) }
    }

    /// A lesson is a `.md` file starting with `---` (FORMAT.md and READMEs are not lessons).
    static func isLesson(_ bytes: [UInt8]) -> Bool {
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        return body.starts(with: Array("---".utf8))
    }

    /// The lesson files at `path`: the file itself, or a folder's lesson files (not recursive).
    static func read(_ path: String) -> Result<[(path: String, bytes: [UInt8])], LessonDiagnostic> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(LessonDiagnostic(file: path, line: 1, column: 1, message: "no such file or folder: check the path"))
        }
        if !isDirectory.boolValue {
            guard let data = FileManager.default.contents(atPath: path) else {
                return .failure(LessonDiagnostic(file: path, line: 1, column: 1, message: "cannot read this file: check its permissions"))
            }
            return .success([(path, Array(data))])
        }
        return .success(lessons(in: path))
    }

    /// Lesson files directly inside `directory`, sorted by name; unreadable ones are skipped.
    static func lessons(in directory: String) -> [(path: String, bytes: [UInt8])] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".md") }.sorted().compactMap { name in
            let path = (directory as NSString).appendingPathComponent(name)
            guard let data = FileManager.default.contents(atPath: path) else { return nil }
            let bytes = Array(data)
            return isLesson(bytes) ? (path, bytes) : nil
        }
    }
}
