import Foundation
import LearnSystem

/// Where `--trace-out` writes: decided and opened before a lesson runs, so that a path
/// naming a device, a folder or a link is never replaced by a file.
///
/// A regular file or a new path is a *file*: each document goes to a new temporary file
/// beside it (created with `O_EXCL|O_NOFOLLOW`) that is then renamed over it, never over
/// anything but a regular file. A file that is neither empty nor a trace learn wrote (it does
/// not begin as learn's traces begin) is refused unless the learner said `--force`: a typo in
/// the path must not replace someone's file, least of all when learn runs as root.
/// A FIFO, a terminal or a standard stream (`/dev/stdout`,
/// `/proc/self/fd/1`, a link to one) is a *stream*: it is opened once and receives the whole
/// document once, when the lesson is done, after the lesson's own output. A FIFO is opened
/// without blocking: one that no program reads (after ``readerWait``) is refused before anything
/// is compiled or run, and a reader that stops reading holds learn only until Ctrl-C.
/// Anything else (another device, a folder, a socket, a path in a missing folder) is refused.
package final class TraceOutput: @unchecked Sendable {
    // Synchronisation: a trace output is used from the one thread that plays the lesson.

    package enum Kind: Equatable, Sendable {
        case file
        case stream
    }

    /// Why a path cannot take a trace: the path and the reason, said by ``message(_:)`` in words
    /// that name what to give instead.
    package struct Refusal: Error, Equatable, CustomStringConvertible {
        package let path: String
        package let reason: Reason
        init(_ path: String, _ reason: Reason) {
            self.path = path
            self.reason = reason
        }
        /// The refusal in English.
        package var message: String { message(.en) }
        package var description: String { message }
    }

    /// The path as given, for messages.
    package let path: String
    package let kind: Kind
    /// The file a `.file` output replaces (a link to a regular file is followed to it).
    let target: String
    /// The open stream of a `.stream` output; -1 once finished.
    private var streamFD: Int32
    /// A file's temporary, until ``publish()`` renames it over the target.
    var temporary: String?
    /// A stream's buffer: an unnamed temporary file holding the document until ``finish()``.
    private var bufferFD: Int32 = -1

    private init(path: String, kind: Kind, target: String, streamFD: Int32 = -1) {
        self.path = path
        self.kind = kind
        self.target = target
        self.streamFD = streamFD
    }

    deinit { finish() }

    /// How long a FIFO's open waits for a reader to come (one that is starting beside learn)
    /// before it is refused: polled, so Ctrl-C stops the wait.
    static let readerWait = (tries: 100, milliseconds: Int32(20))

    /// Decides what `path` is and opens it when it is a stream; `force` replaces a file that is
    /// not a trace learn wrote.
    package static func open(_ path: String, force: Bool = false) throws(Refusal) -> TraceOutput {
        guard !path.isEmpty else {
            throw Refusal("\"\"", .noName)
        }
        if let fd = standardDescriptor(path) { return try stream(duplicating: fd, path: path) }
        var info = stat()
        guard lstat(path, &info) == 0 else {
            guard errno == ENOENT else { throw Refusal(path, .cannotExamine(reason(errno))) }
            return try newFile(path)
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            return try newFile(path, replacing: !force)
        case S_IFLNK:
            return try followLink(path, force: force)
        case S_IFIFO:
            return try stream(opening: path)
        case S_IFCHR:
            return try terminal(path)
        case S_IFDIR:
            throw Refusal(path, .folder(example: join(path, "trace.json")))
        case S_IFSOCK:
            throw Refusal(path, .socket)
        case S_IFBLK:
            throw Refusal(path, .device)
        default:
            throw Refusal(path, .notRegular)
        }
    }

    /// The descriptor the trace's bytes go to: a new temporary file beside the target (a file;
    /// ``publish()`` gives it the target's name), or for a stream an unnamed temporary file that
    /// ``finish()`` copies to the stream once the lesson is done, so the trace follows the
    /// lesson's output whole. The caller owns the descriptor and closes it.
    package func descriptor() throws -> Int32 {
        switch kind {
        case .stream:
            if bufferFD < 0 { bufferFD = try Self.unnamedTemporary(for: path) }
            let copy = fcntl(bufferFD, F_DUPFD_CLOEXEC, 3)
            guard copy >= 0 else { throw Refusal(path, .notBuffered(Self.reason(errno))) }
            return copy
        case .file:
            return try openTemporary()
        }
    }

    /// A complete document is in the descriptor: a file's temporary takes the target's name
    /// (the descriptor stays open on it, so later runs rewrite the same file); a stream waits
    /// for ``finish()``.
    package func publish() throws {
        guard kind == .file, let temporary else { return }
        var info = stat()
        if lstat(target, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
            unlink(temporary)
            self.temporary = nil
            throw Refusal(path, .noLongerRegular)
        }
        guard rename(temporary, target) == 0 else {
            let code = errno
            unlink(temporary)
            self.temporary = nil
            throw Refusal(path, .notReplaced(Self.reason(code)))
        }
        self.temporary = nil
    }

    /// The lesson is done: a stream gets the whole document (what the last run left complete
    /// in its buffer) and is closed; a file's temporary never published is removed.
    package func finish() {
        if let temporary {
            unlink(temporary)
            self.temporary = nil
        }
        guard streamFD >= 0 else { return }
        defer {
            close(streamFD)
            streamFD = -1
            if bufferFD >= 0 {
                close(bufferFD)
                bufferFD = -1
            }
        }
        guard bufferFD >= 0 else { return }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var offset: off_t = 0
        while true {
            let got = chunk.withUnsafeMutableBytes { pread(bufferFD, $0.baseAddress, $0.count, offset) }
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { return }
            offset += off_t(got)
            var sent = 0
            while sent < got {
                let n = chunk[sent..<got].withUnsafeBytes { Glibc.write(streamFD, $0.baseAddress, $0.count) }
                if n < 0 && errno == EINTR { continue }
                if n < 0 && errno == EAGAIN {  // a FIFO's reader is behind: wait, but not past Ctrl-C
                    guard Self.writable(streamFD) else { return }
                    continue
                }
                guard n > 0 else { return }
                sent += n
            }
        }
    }
}

extension TraceOutput {
    /// A regular file or a new path: its folder must exist and be writable now; a file it
    /// replaces (`replacing`, unless forced) must be empty or a trace learn wrote.
    private static func newFile(_ path: String, target: String? = nil, replacing: Bool = false) throws(Refusal) -> TraceOutput {
        let target = target ?? path
        if replacing, !isEmptyOrTrace(target) { throw Refusal(path, .notATrace) }
        let folder = folder(of: target)
        var info = stat()
        guard stat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
            throw Refusal(path, .missingFolder(folder))
        }
        guard access(folder, W_OK) == 0 else {
            throw Refusal(path, .unwritableFolder(folder))
        }
        return TraceOutput(path: path, kind: .file, target: target)
    }

    /// A link is followed to a stream (written to) or to a regular file (replaced, the link kept).
    private static func followLink(_ path: String, force: Bool) throws(Refusal) -> TraceOutput {
        var info = stat()
        guard stat(path, &info) == 0 else { throw Refusal(path, .linkToNothing(reason(errno))) }
        switch info.st_mode & S_IFMT {
        case S_IFIFO: return try stream(opening: path)
        case S_IFCHR: return try terminal(path)
        case S_IFREG:
            guard let resolved = realpath(path, nil) else { throw Refusal(path, .unresolved(reason(errno))) }
            defer { free(resolved) }
            return try newFile(path, target: String(cString: resolved), replacing: !force)
        default:
            throw Refusal(path, .linkToNonFile)
        }
    }

    /// A character device is written to only when it is a terminal; `/dev/full`, `/dev/null`
    /// and the rest are refused.
    private static func terminal(_ path: String) throws(Refusal) -> TraceOutput {
        let fd = Glibc.open(path, O_WRONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw Refusal(path, .cannotOpen(reason(errno))) }
        guard isatty(fd) == 1 else {
            close(fd)
            throw Refusal(path, .device)
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        return TraceOutput(path: path, kind: .stream, target: path, streamFD: fd)
    }

    /// A FIFO, opened for writing without blocking: a blocking open waits, deaf to Ctrl-C (its
    /// handler restarts it), until something reads, and held learn there before it compiled.
    /// A reader starting beside learn is waited for (``readerWait``); none is a refusal.
    private static func stream(opening path: String) throws(Refusal) -> TraceOutput {
        var fd: Int32 = -1
        var code: Int32 = 0
        for _ in 0..<readerWait.tries {
            fd = Glibc.open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC | O_NONBLOCK)
            code = errno
            if fd >= 0 || code != ENXIO || InterruptFlag.peek() { break }
            _ = poll(nil, 0, readerWait.milliseconds)
        }
        guard fd >= 0 else { throw Refusal(path, code == ENXIO ? .noReader(VisibleText.name(path)) : .cannotOpen(reason(code))) }
        var info = stat()
        guard fstat(fd, &info) == 0, [S_IFIFO, S_IFCHR].contains(info.st_mode & S_IFMT) else {
            close(fd)
            throw Refusal(path, .changedWhileOpened)
        }
        return TraceOutput(path: path, kind: .stream, target: path, streamFD: fd)
    }

    /// One of this process's own descriptors (`/dev/stdout`): written through a copy of it,
    /// at its current position, so what was printed before stays.
    private static func stream(duplicating fd: Int32, path: String) throws(Refusal) -> TraceOutput {
        let copy = fcntl(fd, F_DUPFD_CLOEXEC, 3)
        guard copy >= 0 else { throw Refusal(path, .notOpen(reason(errno))) }
        return TraceOutput(path: path, kind: .stream, target: path, streamFD: copy)
    }

    /// The descriptor `path` names when it, or a chain of links from it, reaches `/dev/stdout`,
    /// `/dev/stderr`, `/dev/fd/N` or `/proc/self/fd/N`.
    static func standardDescriptor(_ path: String) -> Int32? {
        var current = path
        for _ in 0..<8 {
            if let fd = descriptorNamed(current) { return fd }
            guard let next = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { return nil }
            current = next.hasPrefix("/") ? next : join(folder(of: current), next)
        }
        return nil
    }

    private static func descriptorNamed(_ path: String) -> Int32? {
        switch path {
        case "/dev/stdout": return 1
        case "/dev/stderr": return 2
        default: break
        }
        for prefix in ["/dev/fd/", "/proc/self/fd/", "/proc/\(getpid())/fd/"] where path.hasPrefix(prefix) {
            return Int32(path.dropFirst(prefix.count))
        }
        return nil
    }

    static func folder(of path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }

    static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}
