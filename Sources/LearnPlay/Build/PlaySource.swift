import Foundation
import LearnRunner
import LearnState

/// A learner's Swift file, read and checked before anything is compiled.
package struct PlaySource: Sendable, Equatable {
    /// The path as the learner wrote it (shown in messages and compiler diagnostics).
    package let path: String
    /// The absolute path (for the editor and `again` from another folder).
    package let absolutePath: String
    package let text: String
    /// An exercise's judge (`Exercises/ID.judge.swift`): compiled beside the learner's file as
    /// the program's `main.swift`, with ``PlaySupportSource/judgePrelude`` after it; nil for a
    /// program of the learner's alone.
    package var judge: String?
    /// The judge's file name in diagnostics (`race.judge.swift`).
    package var judgeName = "judge.swift"

    /// The file name without its folder, e.g. `bank.swift`.
    package var fileName: String { (path as NSString).lastPathComponent }

    package init(path: String, text: String) {
        self.path = path
        self.absolutePath = PlaySource.absolute(path)
        self.text = text
    }

    /// Reads `path` once (``UserFile``: a regular file, never blocking, never beyond the limit):
    /// a clear error for a missing file, a folder, a FIFO or device, a huge file or one that is
    /// not UTF-8. The text read is the text compiled: the path is not read again.
    /// `followLinks: false` refuses a symbolic link (a teacher's file beside its lesson).
    package static func load(_ path: String, followLinks: Bool = true) throws(PlayError) -> PlaySource {
        let data: [UInt8]
        switch UserFile.read(path, limit: LearnerProgram.maxBytes, followLinks: followLinks) {
        case .success(let bytes): data = bytes
        case .failure(.missing): throw .missingFile(path)
        case .failure(.notAFile("a folder")): throw .isDirectory(path)
        case .failure(.tooLarge(let bytes, _)): throw .tooLarge(path, bytes: bytes)
        case .failure(let problem): throw .unreadable(path, reason: "it " + problem.words)
        }
        guard let text = String(validating: data, as: UTF8.self) else { throw .notUTF8(path) }
        return PlaySource(path: path, text: text)
    }

    static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return (path as NSString).standardizingPath }
        let cwd = FileManager.default.currentDirectoryPath
        return ((cwd as NSString).appendingPathComponent(path) as NSString).standardizingPath
    }
}
