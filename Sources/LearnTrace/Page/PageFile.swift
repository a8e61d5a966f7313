import Foundation
import LearnLanguage
import LearnSystem

/// Where `--html FILE` writes its page: decided before anything runs, written once at the end.
///
/// Only the path named is ever written: a new temporary file beside it (created with
/// `O_EXCL|O_NOFOLLOW`) takes the whole page, then is renamed over it, so a reader never sees
/// half a page and a failed write leaves the old file as it was. A path in a folder that does
/// not exist, a folder, a device or a FIFO is refused with a sentence saying what to give
/// instead; so is a file that is neither empty nor a page learn wrote (``HTMLPage/head``),
/// unless the learner said `--force`.
package struct PageFile: Sendable, Equatable {
    /// The path as given, for messages.
    package let path: String
    /// The regular file replaced (a link to one is followed, the link kept).
    let target: String

    /// Why a path cannot take a page.
    package struct Refusal: Error, Equatable, Sendable {
        package let path: String
        package let reason: Words
        /// `--html PATH: why`.
        package var words: Words { Words(.pageRefused, VisibleText.name(path), reason) }
        package func message(_ language: Language) -> String { words.said(in: language) }
    }

    /// Decides whether `path` may take a page; `force` replaces a file that is not one.
    package static func check(_ path: String, force: Bool = false) throws(Refusal) -> PageFile {
        guard !path.isEmpty else { throw Refusal(path: "\"\"", reason: Words(.pageNoName)) }
        var target = path
        var info = stat()
        if stat(path, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                if let resolved = realpath(path, nil) {
                    target = String(cString: resolved)
                    free(resolved)
                }
                if !force, !isEmptyOrPage(target) { throw Refusal(path: path, reason: Words(.pageNotAPage)) }
            case S_IFDIR:
                throw Refusal(path: path, reason: Words(.pageFolder, TraceOutput.join(path, "run.html")))
            default:
                throw Refusal(path: path, reason: Words(.pageNotRegular))
            }
        } else if errno != ENOENT {
            throw Refusal(path: path, reason: Words(.traceOutCannotExamine, TraceOutput.reason(errno)))
        } else if lstat(path, &info) == 0 {
            throw Refusal(path: path, reason: Words(.traceOutLinkToNothing, TraceOutput.reason(ENOENT)))
        }
        let folder = TraceOutput.folder(of: target)
        guard stat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
            throw Refusal(path: path, reason: Words(.traceOutMissingFolder, VisibleText.name(folder)))
        }
        guard access(folder, W_OK) == 0 else {
            throw Refusal(path: path, reason: Words(.traceOutUnwritableFolder, VisibleText.name(folder)))
        }
        return PageFile(path: path, target: target)
    }

    /// Writes `page` through a temporary file beside the target, renamed over it.
    package func write(_ page: String) throws(Refusal) {
        let (temporary, fd, error) = TraceOutput.exclusiveTemporary(beside: target, mode: 0o644)
        guard fd >= 0 else {
            let folder = TraceOutput.folder(of: target)
            throw Refusal(path: path, reason: Words(.traceOutNoTemporary, VisibleText.name(folder), TraceOutput.reason(error)))
        }
        var failure = writeAll(fd, Array(page.utf8))
        if failure == 0 && fsync(fd) != 0 { failure = errno }
        close(fd)
        if failure == 0 && rename(temporary, target) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary)
            throw Refusal(path: path, reason: Words(.pageNotWritten, TraceOutput.reason(failure)))
        }
    }

    /// Whether the regular file `path` is empty or begins as every page learn writes.
    static func isEmptyOrPage(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let head = Array(HTMLPage.head.utf8)
        let got = (try? handle.read(upToCount: head.count)).map { Array($0) } ?? []
        return got.isEmpty || got == head
    }
}
