import Foundation

/// The teacher folders whose Swift files the learner agreed to compile and run.
///
/// A lesson is data, but a `.swift` file beside it is code: before `learn` compiles code from a
/// folder for the first time it asks, and remembers the answer here, one absolute path a line,
/// in `$XDG_STATE_HOME/learn/trusted-folders` (written atomically).
package struct FolderTrust: Sendable {
    package let file: String

    package init(file: String = FolderTrust.defaultFile()) { self.file = file }

    package static func defaultFile(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let base =
            environment["XDG_STATE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? ((environment["HOME"] ?? NSHomeDirectory()) as NSString).appendingPathComponent(".local/state")
        return base + "/learn/trusted-folders"
    }

    package var folders: [String] {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").map(String.init)
    }

    package func isTrusted(_ folder: String) -> Bool { folders.contains(PlaySource.absolute(folder)) }

    /// Remembers `folder` as trusted.
    package func trust(_ folder: String) throws {
        let path = PlaySource.absolute(folder)
        guard !isTrusted(path) else { return }
        try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try (folders + [path]).joined(separator: "\n").appending("\n").write(toFile: file, atomically: true, encoding: .utf8)
    }

    /// The question to ask before compiling `file` from `folder` for the first time.
    package static func question(file: String, folder: String) -> String {
        "The lesson runs `\(file)`, Swift code from \(folder), not a shipped demo: compile and run code from this folder? [y/N] "
    }
}
