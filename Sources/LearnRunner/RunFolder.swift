import Foundation
import Glibc

/// A run's private folder: `learn-run-PID-XXXXXX` (mode 0700, PID learn's) in learn's temporary
/// folder, or in the folder of the zygote the run forks from; made before the program starts and
/// removed, whatever it holds, when the run is over. Its `tmp` is the program's `TMPDIR`, the one
/// place a judged run may write; the tracer notes the writes the sandbox refused in `refused`
/// beside it. A learn killed mid-run (SIGKILL) leaves its folders behind: the first run folder a
/// learn makes removes every one whose learn is gone, as a build removes stale staging folders.
package final class RunFolder: Sendable {
    package let path: String
    /// The program's `TMPDIR`.
    package var temporary: String { path + "/tmp" }
    /// Where the tracer notes the writes the sandbox refused, one path a line.
    var note: String { path + "/refused" }
    /// The most lines one process notes (`tracer_sandbox.c`'s `sandbox_most_lines`).
    static let mostNoted = 256

    /// Makes one in `parent`; nil when it cannot be made (the run goes on without it).
    package init?(in parent: String = NSTemporaryDirectory()) {
        if parent == NSTemporaryDirectory() { _ = Self.sweptOnce }
        var template = Array(((parent.hasSuffix("/") ? parent : parent + "/") + "learn-run-\(getpid())-XXXXXX").utf8CString)
        guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else { return nil }
        let made = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard mkdir(made + "/tmp", 0o700) == 0 else {
            rmdir(made)
            return nil
        }
        path = Self.resolved(made)
    }

    deinit { Self.remove(path) }

    /// What a run in it adds to its environment: its `TMPDIR`, and the tracer's note.
    package var environment: [String: String] { ["TMPDIR": temporary, "LEARN_SANDBOX_NOTE": note] }

    /// The writes the sandbox refused outside this folder and `folders` (a path the tracer noted
    /// inside them was refused for another reason: a file's mode); nil when there were none.
    package func refusedWrites(besides folders: [String]) -> RefusedWrites? {
        guard let fd = Optional(open(note, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)), fd >= 0 else { return nil }
        defer { close(fd) }
        // At most the lines a process notes, each at most a path: the program may write here too.
        var bytes = [UInt8](repeating: 0, count: Self.mostNoted * Int(PATH_MAX + 1))
        var got = 0
        while got < bytes.count {
            let n = bytes[got...].withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { break }
            got += n
        }
        let allowed = ([path] + folders).map(Self.resolved)
        let noted = String(decoding: bytes[..<got], as: UTF8.self).split(separator: "\n").prefix(Self.mostNoted).map(String.init)
        let refused = noted.filter { noted in !allowed.contains { noted == $0 || noted.hasPrefix($0 == "/" ? "/" : $0 + "/") } }
        guard let first = refused.first else { return nil }
        var writes = RefusedWrites(count: refused.count, first: first, folders: folders)
        writes.atLeast = noted.count >= Self.mostNoted
        return writes
    }

    /// The temporary folder swept of the run folders of learns that are gone, once a process.
    private static let sweptOnce: Void = sweep(NSTemporaryDirectory())

    /// Removes each `learn-run-PID-…` folder in `parent` that is this user's and whose learn (PID)
    /// is gone; a link by that name, someone else's folder or a live learn's is left.
    package static func sweep(_ parent: String) {
        let prefix = "learn-run-"
        for name in (try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? [] where name.hasPrefix(prefix) {
            guard let pid = Int32(name.dropFirst(prefix.count).prefix { $0 != "-" }), pid > 0 else { continue }
            var info = stat()
            let path = (parent.hasSuffix("/") ? parent : parent + "/") + name
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == getuid() else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH { remove(path) }
        }
    }

    /// `path` with its links and `..` resolved (as the tracer names what it notes), or as it is.
    static func resolved(_ path: String) -> String {
        guard let real = realpath(path, nil) else { return path }
        defer { free(real) }
        return String(cString: real)
    }

    /// Removes `path` and all it holds, never following a link (one the program left points
    /// wherever it likes); a folder the program made unreadable is opened to the owner first.
    static func remove(_ path: String) {
        removeTree(AT_FDCWD, Array(path.utf8CString), depth: 0)
    }

    /// Removes `name` (relative to the folder `parent`): a file or link by `unlinkat`, a folder
    /// after what it holds, opened with `O_NOFOLLOW` so a link is never walked through. Past 256
    /// levels it gives up (what is left is in learn's temporary folder, the program's own).
    private static func removeTree(_ parent: Int32, _ name: [CChar], depth: Int) {
        if unlinkat(parent, name, 0) == 0 || errno == ENOENT || depth > 256 { return }
        var info = stat()
        guard fstatat(parent, name, &info, AT_SYMLINK_NOFOLLOW) == 0, info.st_mode & S_IFMT == S_IFDIR else { return }
        fchmodat(parent, name, 0o700, 0)  // a folder, not a link: it is what is opened to the owner
        let fd = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return }
        guard let folder = fdopendir(fd) else {
            close(fd)
            return
        }
        var names: [[CChar]] = []  // as the kernel has them: a name need not be UTF-8
        while let entry = readdir(folder) {
            let entryName = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }.map { CChar(bitPattern: $0) }) }
            if entryName != [46], entryName != [46, 46] { names.append(entryName + [0]) }
        }
        for entryName in names { removeTree(dirfd(folder), entryName, depth: depth + 1) }
        closedir(folder)
        unlinkat(parent, name, AT_REMOVEDIR)
    }
}
