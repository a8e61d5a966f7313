import Glibc

/// The one way `learn` reads a file on a user's behalf (a lesson, an exercise, a play file, a
/// teacher's Swift file): only a regular file, never beyond a size limit, never blocking.
///
/// The path is opened `O_NONBLOCK` (a FIFO named `x.md` cannot hang the reader waiting for a
/// writer), with `O_NOFOLLOW` when links are not to be followed, and the open file itself is
/// asked what it is: anything but a regular file is refused by name ("a FIFO", "a device"), and
/// a file over the limit is refused by its size before a byte is read; a file that grows while
/// it is read is cut at the limit and refused too.
///
/// Not an error: an empty file.
package enum UserFile {
    /// Why a file was not read; ``words`` finish a sentence that starts with its name.
    package enum Problem: Error, Equatable, Sendable {
        case missing
        /// Not a regular file: "a FIFO", "a folder", "a device", "a socket", "a symbolic link".
        case notAFile(String)
        case tooLarge(bytes: Int, limit: Int)
        /// The system's reason, in words (`Permission denied`).
        case unreadable(String)

        /// "is a FIFO, not a file", "is 1610612736 bytes, over the limit of 1048576", …
        package var words: String {
            switch self {
            case .missing: "does not exist"
            case .notAFile(let kind): "is \(kind), not a file"
            case .tooLarge(let bytes, let limit): "is \(bytes) bytes, over the limit of \(limit)"
            case .unreadable(let reason): "cannot be read (\(reason))"
            }
        }
    }

    /// The bytes of the regular file at `path`, at most `limit` of them.
    package static func read(_ path: String, limit: Int, followLinks: Bool = true) -> Result<[UInt8], Problem> {
        let fd: Int32, size: Int
        switch open(path, followLinks: followLinks) {
        case .success(let opened): (fd, size) = opened
        case .failure(let problem): return .failure(problem)
        }
        defer { close(fd) }
        if size > limit { return .failure(.tooLarge(bytes: size, limit: limit)) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: min(1 << 16, limit + 1))
        while bytes.count <= limit {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n >= 0 else { return .failure(.unreadable(reason(errno))) }
            if n == 0 { return .success(bytes) }
            bytes += chunk[..<n]
        }
        // grew while it was read, or its size is not told (`/proc`)
        return .failure(.tooLarge(bytes: bytes.count, limit: limit))
    }

    /// Opens the regular file at `path` for reading: its descriptor (the caller closes it) and
    /// its size, or why not. What it is is asked of the path before opening it (opening some
    /// devices does something) and of the open file after (the path may have changed between).
    package static func open(_ path: String, followLinks: Bool = true) -> Result<(fd: Int32, size: Int), Problem> {
        var info = stat()
        let found = followLinks ? stat(path, &info) : lstat(path, &info)
        guard found == 0 else { return .failure(errno == ENOENT ? .missing : .unreadable(reason(errno))) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(.notAFile(kind(info.st_mode))) }
        let flags = O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC | (followLinks ? 0 : O_NOFOLLOW)
        let fd = Glibc.open(path, flags)
        guard fd >= 0 else {
            if errno == ELOOP && !followLinks { return .failure(.notAFile("a symbolic link")) }
            return .failure(errno == ENOENT ? .missing : .unreadable(reason(errno)))
        }
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            let kind = kind(info.st_mode)
            close(fd)
            return .failure(.notAFile(kind))
        }
        return .success((fd, Int(info.st_size)))
    }

    /// The UTF-8 text of the regular file at `path`, at most `limit` bytes; nil for anything
    /// else (missing, not a file, too large, not UTF-8), for readers that skip what they cannot use.
    package static func text(_ path: String, limit: Int = 1 << 20) -> String? {
        guard case .success(let bytes) = read(path, limit: limit) else { return nil }
        return String(validating: bytes, as: UTF8.self)
    }

    /// What a file of `mode` is, in words: "a FIFO", "a folder", …
    package static func kind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFREG: "a regular file"
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        case S_IFLNK: "a symbolic link"
        default: "not a regular file"
        }
    }

    static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}
