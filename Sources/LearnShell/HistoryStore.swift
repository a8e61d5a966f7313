import Foundation

/// The shell's history file: bounded, private (mode 0600), and written atomically.
///
/// Every save writes a temporary file beside the history and renames it over the old one,
/// so a terminal killed mid-write leaves either the old or the new history, never a
/// truncated one. Not an error: a missing file (a first start) loads as empty history.
public struct HistoryStore: Sendable {
    public let path: String
    /// The most lines kept; older lines are dropped when saving.
    public let limit: Int

    public init(path: String, limit: Int = 1000) {
        self.path = path
        self.limit = limit
    }

    /// `$XDG_STATE_HOME/learn/history`, or `~/.local/state/learn/history`; nil without a home.
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return state + "/learn/history"
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home + "/.local/state/learn/history"
    }

    /// The saved lines, oldest first (at most `limit`).
    public func load() -> [String] {
        guard let data = FileManager.default.contents(atPath: path) else { return [] }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        return Array(lines.suffix(limit))
    }

    /// Replaces the file with the last `limit` of `lines`, atomically, with mode 0600.
    public func save(_ lines: [String]) throws {
        let dir = (path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        let text = lines.suffix(limit).map { $0.replacingOccurrences(of: "\n", with: " ") + "\n" }.joined()
        let temp = dir + "/.history.\(getpid()).tmp"
        let fd = open(temp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw HistoryError.cannotWrite(path: temp, errno: errno) }
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let n = bytes[written...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { close(fd); unlink(temp); throw HistoryError.cannotWrite(path: temp, errno: errno) }
            written += n
        }
        fchmod(fd, 0o600)
        fsync(fd)
        close(fd)
        guard rename(temp, path) == 0 else {
            let code = errno
            unlink(temp)
            throw HistoryError.cannotWrite(path: path, errno: code)
        }
    }
}

/// Why the history could not be saved (the shell reports it once and goes on).
public struct HistoryError: Error, CustomStringConvertible {
    public let path: String
    public let code: Int32
    static func cannotWrite(path: String, errno: Int32) -> HistoryError { HistoryError(path: path, code: errno) }
    public var description: String {
        "cannot save the history to \(path): \(String(cString: strerror(code))); set XDG_STATE_HOME to a writable folder"
    }
}
