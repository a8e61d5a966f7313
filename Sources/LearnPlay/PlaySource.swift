import Foundation
import LearnRunner

/// A learner's Swift file, read and checked before anything is compiled.
package struct PlaySource: Sendable, Equatable {
    /// The path as the learner wrote it (shown in messages and compiler diagnostics).
    package let path: String
    /// The absolute path (for the editor and `again` from another folder).
    package let absolutePath: String
    package let text: String

    /// The file name without its folder, e.g. `bank.swift`.
    package var fileName: String { (path as NSString).lastPathComponent }

    package init(path: String, text: String) {
        self.path = path
        self.absolutePath = PlaySource.absolute(path)
        self.text = text
    }

    /// Reads `path`: a clear error for a missing file, a folder, a huge file or one that is not UTF-8.
    package static func load(_ path: String) throws(PlayError) -> PlaySource {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw .missingFile(path) }
        if isDirectory.boolValue { throw .isDirectory(path) }
        let size = ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
        if size > LearnerProgram.maxBytes { throw .tooLarge(path, bytes: size) }
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw .unreadable(path, reason: (error as NSError).localizedDescription)
        }
        if data.count > LearnerProgram.maxBytes { throw .tooLarge(path, bytes: data.count) }
        guard let text = String(validating: data, as: UTF8.self) else { throw .notUTF8(path) }
        return PlaySource(path: path, text: text)
    }

    static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return (path as NSString).standardizingPath }
        let cwd = FileManager.default.currentDirectoryPath
        return ((cwd as NSString).appendingPathComponent(path) as NSString).standardizingPath
    }
}
