import Foundation
import LearnLanguage
import LearnSystem
import LearnTrace

/// Where `verify --all --junit FILE` writes: checked before anything is verified (a CI job
/// learns of a typo in seconds, not after every exercise ran), then written whole to a new
/// temporary file beside it and renamed over it, so a reader never sees half a report.
/// A new path or a regular file is taken; a folder, a device, a missing folder are refused.
package struct ReportFile: Sendable {
    package let path: String

    /// Why the path cannot take the report, in words that say what to give instead.
    package struct Refusal: Error, Sendable {
        package let words: Words
    }

    /// Checks `path` now; the report is written later by ``write(_:)``.
    package init(_ path: String) throws(Refusal) {
        let shown = VisibleText.name(path)
        guard !path.isEmpty else { throw Refusal(words: Words(.junitNoName)) }
        var info = stat()
        if stat(path, &info) == 0 {
            if info.st_mode & S_IFMT == S_IFDIR { throw Refusal(words: Words(.junitFolder, shown)) }
            guard info.st_mode & S_IFMT == S_IFREG else { throw Refusal(words: Words(.junitNotRegular, shown)) }
        }
        let folder = Self.folder(of: path)
        guard stat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
            throw Refusal(words: Words(.junitMissingFolder, shown, VisibleText.name(folder)))
        }
        guard access(folder, W_OK) == 0 else { throw Refusal(words: Words(.junitUnwritableFolder, shown, VisibleText.name(folder))) }
        self.path = path
    }

    /// Writes `text` to a temporary file beside the path and renames it over the path.
    package func write(_ text: String) throws(Refusal) {
        let shown = VisibleText.name(path)
        let file: TemporaryFile
        do { file = try TemporaryFile(template: Self.folder(of: path) + "/.learn-report-XXXXXX") } catch {
            throw Refusal(words: Words(.junitNotWritten, shown, String(cString: strerror(error.code))))
        }
        defer { close(file.descriptor) }
        // mkstemp's 0600 is for secrets; a report is for the CI system's other readers too
        _ = fchmod(file.descriptor, 0o644)
        let status = writeAll(file.descriptor, Array(text.utf8))
        guard status == 0, fsync(file.descriptor) == 0 || errno == EINVAL, rename(file.path, path) == 0 else {
            let reason = String(cString: strerror(status != 0 ? status : errno))
            unlink(file.path)
            throw Refusal(words: Words(.junitNotWritten, shown, reason))
        }
    }

    static func folder(of path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }
}
