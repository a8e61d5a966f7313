import Foundation
import LearnState
import LearnTrace

/// The teacher folders whose Swift files the learner agreed to compile and run.
///
/// A lesson is data, but a `.swift` file beside it is code: before `learn` compiles code from a
/// folder for the first time it asks, and remembers the answer here, one absolute path a line,
/// in `$XDG_STATE_HOME/learn/trusted-folders` (a ``StateFile``: locked, replaced atomically,
/// never through a link).
///
/// A record cannot be split: a folder whose path holds a control character (a newline would
/// make `/d/evil⏎q` two records, trusting the sibling `/d/evil`) is never trusted nor written,
/// and a line that is not an absolute path free of control characters is never read as one.
package struct FolderTrust: Sendable {
    package let file: String

    /// Why a folder can never be trusted: its name holds a control character (shown as
    /// `control`, e.g. `^J`). `description` says it in English, with what to do; a command says
    /// it in the learner's language.
    package struct Refusal: Error, Equatable, CustomStringConvertible {
        /// The folder, as given.
        package let folder: String
        /// The first control character in its name, in visible form.
        package let control: String

        package var description: String {
            "the folder \(VisibleText.name(folder)) has a control character (\(control)) in its name, so learn never trusts "
                + "it and compiles none of its code: rename the folder"
        }
    }

    package init(file: String = FolderTrust.defaultFile()) { self.file = file }

    package static func defaultFile(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let base =
            environment["XDG_STATE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? ((environment["HOME"] ?? NSHomeDirectory()) as NSString).appendingPathComponent(".local/state")
        return base + "/learn/trusted-folders"
    }

    package var folders: [String] { Self.records((try? StateFile(path: file).read()) ?? nil) }

    package func isTrusted(_ folder: String) -> Bool {
        let path = PlaySource.absolute(folder)
        return Self.refusal(path) == nil && folders.contains(path)
    }

    /// Remembers `folder` as trusted, adding to what another `learn` may have added meanwhile.
    package func trust(_ folder: String) throws {
        let path = PlaySource.absolute(folder)
        if let refusal = Self.refusal(path) { throw refusal }
        let state = StateFile(path: file)
        try state.withLock {
            let known = Self.records(try state.read())
            guard !known.contains(path) else { return }
            try state.replace(with: Array((known + [path]).map { $0 + "\n" }.joined().utf8))
        }
    }

    /// Why `path` can never be trusted (a control character in its name), or nil.
    package static func refusal(_ path: String) -> Refusal? {
        guard let control = VisibleText.firstNameControl(in: path) else { return nil }
        return Refusal(folder: path, control: control)
    }

    /// The records in the file's bytes: absolute paths free of control characters, one a line.
    static func records(_ bytes: [UInt8]?) -> [String] {
        guard let bytes else { return [] }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init).filter {
            $0.hasPrefix("/") && VisibleText.firstNameControl(in: $0) == nil
        }
    }
}
