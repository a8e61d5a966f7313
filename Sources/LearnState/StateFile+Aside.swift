import Foundation

extension StateFile {
    /// Moves the file aside as `PATH.SUFFIX-STAMP` (then `-2`, `-3`, … when taken) and returns
    /// that name. The name is claimed with `O_EXCL` before the rename, so an earlier set-aside
    /// file is never replaced, whatever else runs at the same time.
    package func setAside(_ suffix: String, stamp: String) throws -> String {
        for n in 1...1000 {
            let name = path + "." + suffix + "-" + stamp + (n == 1 ? "" : "-\(n)")
            let fd = open(name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if fd < 0 {
                if errno == EEXIST { continue }
                throw StateFileError(path: name, action: .create, code: errno)
            }
            close(fd)
            guard rename(path, name) == 0 else {
                let code = errno
                unlink(name)
                throw StateFileError(path: path, action: .setAside, code: code)
            }
            return name
        }
        throw StateFileError(path: path, action: .setAside, code: EEXIST)
    }

    /// The last `lines` lines of the file (read from its end, at most `maxBytes`), oldest
    /// first; nil when the file does not exist. A large file costs only its tail.
    package func lastLines(_ lines: Int, maxBytes: Int = 1 << 20) throws -> [Substring]? {
        guard let fd = try openForReading() else { return nil }
        defer { close(fd) }
        var end = lseek(fd, 0, SEEK_END)
        guard end >= 0 else { throw StateFileError(path: path, action: .read, code: errno) }
        var tail: [UInt8] = []
        let block = 1 << 16
        while end > 0, tail.count < maxBytes, tail.lazy.filter({ $0 == 0x0A }).count <= lines {
            let size = Int(min(Int64(block), Int64(end)))
            end -= off_t(size)
            var chunk = [UInt8](repeating: 0, count: size)
            let n = chunk.withUnsafeMutableBytes { pread(fd, $0.baseAddress, size, end) }
            guard n == size else { throw StateFileError(path: path, action: .read, code: n < 0 ? errno : EIO) }
            tail = chunk + tail
        }
        var text = Substring(String(decoding: tail, as: UTF8.self))
        // A partial first line (the read started inside it) is not a line of the history.
        if end > 0, let newline = text.firstIndex(of: "\n") { text = text[text.index(after: newline)...] }
        return Array(text.split(separator: "\n").suffix(lines))
    }
}
