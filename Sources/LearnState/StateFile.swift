import Foundation
import LearnSystem

/// One file of the learner's state (the history, the progress): shared safely by every `learn`
/// running as this user.
///
/// - Changes are read-modify-write under an advisory lock (`flock` on `NAME.lock` beside the
///   file), so two terminals merge their changes instead of writing back stale copies.
/// - The file is replaced atomically: a temporary made by `mkstemp` (``TemporaryFile``: a fresh name, `O_EXCL`,
///   mode 0600) in the same folder, then `rename`. A symlink planted at any predictable name is
///   never written through.
/// - The file is read with `O_NOFOLLOW`: a symlink at its path is an error, not a way to read
///   another file.
/// - Its folder is made mode 0700.
///
/// Not an error: a missing file reads as nil.
package struct StateFile: Sendable {
    package let path: String

    package init(path: String) {
        self.path = path
    }

    package var directory: String { (path as NSString).deletingLastPathComponent }
    var lockPath: String { path + ".lock" }

    /// Runs `body` holding the file's lock (made with the folder when missing).
    package func withLock<T>(_ body: () throws -> T) throws -> T {
        try StateFile.makeDirectory(directory)
        let fd = open(lockPath, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw StateFileError(path: lockPath, action: .lock, code: errno) }
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else { throw StateFileError(path: lockPath, action: .lock, code: errno) }
        }
        defer { flock(fd, LOCK_UN) }
        return try body()
    }

    /// The file's bytes; nil when it does not exist. Never follows a symlink at `path`. A file
    /// of more than `limit` bytes is not read into memory: it throws with `EFBIG` (its size is
    /// asked first, and a file that grows while it is read is stopped at the limit).
    package func read(atMost limit: Int = .max) throws -> [UInt8]? {
        guard let fd = try openForReading() else { return nil }
        defer { close(fd) }
        var info = stat()
        if fstat(fd, &info) == 0, Int(info.st_size) > limit { throw StateFileError(path: path, action: .read, code: EFBIG) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n >= 0 else { throw StateFileError(path: path, action: .read, code: errno) }
            if n == 0 { return bytes }
            bytes += chunk[..<n]
            if bytes.count > limit { throw StateFileError(path: path, action: .read, code: EFBIG) }
        }
    }

    /// Opens the file read-only without following a symlink; nil when it does not exist.
    func openForReading() throws -> Int32? {
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        if fd < 0 {
            if errno == ENOENT { return nil }
            throw StateFileError(path: path, action: .read, code: errno)
        }
        return fd
    }

    /// Replaces the file with `bytes`, atomically, with mode 0600.
    package func replace(with bytes: [UInt8]) throws {
        try StateFile.makeDirectory(directory)
        let file: TemporaryFile
        do { file = try TemporaryFile(template: path + ".tmp-XXXXXX") } catch {
            throw StateFileError(path: directory, action: .writeIn, code: error.code)
        }
        let fd = file.descriptor, temp = file.path
        do {
            try Self.writeAll(fd, bytes, path: temp)
            fchmod(fd, 0o600)
            fsync(fd)
            close(fd)
        } catch {
            close(fd)
            unlink(temp)
            throw error
        }
        guard rename(temp, path) == 0 else {
            let code = errno
            unlink(temp)
            throw StateFileError(path: path, action: .replace, code: code)
        }
    }

    static func writeAll(_ fd: Int32, _ bytes: [UInt8], path: String) throws {
        let code = LearnSystem.writeAll(fd, bytes)
        if code != 0 { throw StateFileError(path: path, action: .write, code: code) }
    }

    /// Makes `directory` (and its parents) when missing; the folder itself is made mode 0700.
    package static func makeDirectory(_ directory: String) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue { return }
        let parent = (directory as NSString).deletingLastPathComponent
        if !parent.isEmpty, parent != directory { try makeDirectory(parent) }
        if mkdir(directory, 0o700) != 0 && errno != EEXIST {
            throw StateFileError(path: directory, action: .createFolder, code: errno)
        }
    }
}
