import Foundation
import LearnSystem

/// What a trace output waits for, what it reads before it replaces a file, and its temporaries.
extension TraceOutput {
    /// Waits until `fd` takes more bytes; false when Ctrl-C was pressed first (the flag is left
    /// for the command to see) or the reader is gone.
    static func writable(_ fd: Int32) -> Bool {
        while !InterruptFlag.peek() {
            var ready = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
            let n = poll(&ready, 1, 100)
            if n > 0 { return ready.revents & Int16(POLLOUT) != 0 }
            if n < 0 && errno != EINTR { return false }
        }
        return false
    }

    /// Whether the regular file `path` is empty or begins as every trace learn writes.
    static func isEmptyOrTrace(_ path: String) -> Bool {
        let fd = Glibc.open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        let head = Array(ChromeTrace.head.utf8)
        var bytes = [UInt8](repeating: 0, count: head.count)
        var got = 0
        while got < head.count {
            let n = bytes[got...].withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { break }
            got += n
        }
        return got == 0 || (got == head.count && bytes == head)
    }
}

extension TraceOutput {
    /// An unnamed file in the temporary folder (made, then unlinked at once): a buffer on disk,
    /// so a long trace for a stream does not sit in memory.
    static func unnamedTemporary(for path: String) throws -> Int32 {
        let file: TemporaryFile
        do { file = try TemporaryFile(template: NSTemporaryDirectory() + "/learn-trace-XXXXXX") } catch {
            throw Refusal(path, .notBuffered(reason(error.code)))
        }
        unlink(file.path)
        return file.descriptor  // close-on-exec: a demo child never inherits it
    }

    /// A new temporary file beside the target, created exclusively and never through a link.
    func openTemporary() throws -> Int32 {
        let made = Self.exclusiveTemporary(beside: target, mode: 0o666)
        guard made.fd >= 0 else { throw Refusal(path, .noTemporary(folder: Self.folder(of: target), reason: Self.reason(made.error))) }
        temporary = made.path
        return made.fd
    }

    /// A new file `.NAME.tmp-RANDOM` beside `target` (a trace's, a page's), created exclusively
    /// and never through a link, to be renamed over `target` once written whole: its path and
    /// descriptor (close-on-exec), or a descriptor of -1 and the system's error number.
    static func exclusiveTemporary(beside target: String, mode: mode_t) -> (path: String, fd: Int32, error: Int32) {
        let folder = folder(of: target)
        let name = (target as NSString).lastPathComponent
        for _ in 0..<32 {
            let candidate = join(folder, ".\(name).tmp-\(UInt32.random(in: 0...UInt32.max))")
            let fd = Glibc.open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
            let error = errno
            if fd >= 0 || error != EEXIST { return (candidate, fd, fd >= 0 ? 0 : error) }
        }
        return ("", -1, EEXIST)
    }
}
