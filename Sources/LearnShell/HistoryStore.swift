import Foundation
import LearnState

/// The shell's history file: bounded, private (mode 0600), written atomically, and shared.
///
/// Every save rereads the file under its lock and adds to what is there now, so two shells on
/// the same state folder keep both their lines. The file is replaced atomically (see
/// ``StateFile``): a terminal killed mid-write leaves the old or the new history, never a
/// truncated one. Only the file's tail is read, however large it has grown, and each line is
/// bounded: a line of more than ``longestLine`` bytes (a paste, a file written by something else)
/// is neither read nor saved, and every other line is kept.
/// Not an error: a missing file (a first start) loads as empty history.
package struct HistoryStore: Sendable {
    package let path: String
    /// The most lines kept; older lines are dropped when saving.
    package let limit: Int
    /// The longest line kept, in bytes (a replay token, at most 4096 characters, fits with its command).
    package static let longestLine = 8192
    var file: StateFile { StateFile(path: path) }

    package init(path: String, limit: Int = 1000) {
        self.path = path
        self.limit = limit
    }

    /// `$XDG_STATE_HOME/learn/history`, or `~/.local/state/learn/history`; nil without a home.
    package static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        StateDirectory.path(environment: environment).map { $0 + "/history" }
    }

    /// The saved lines, oldest first (at most `limit`); empty when the file cannot be read.
    package func load() -> [String] {
        ((try? lines()) ?? nil) ?? []
    }

    /// Adds `line` to the history as it is on disk now (unless it repeats the last line there),
    /// and returns the history after the change.
    @discardableResult
    package func append(_ line: String) throws -> [String] {
        let line = Self.oneLine(line)
        return try reported {
            try file.withLock {
                var lines = try self.lines() ?? []
                if lines.last != line, Self.fits(line) { lines.append(line) }
                try write(lines)
                return Array(lines.suffix(limit))
            }
        }
    }

    /// Replaces the file with the last `limit` of `lines`, atomically, with mode 0600.
    package func save(_ lines: [String]) throws {
        try reported { try file.withLock { try write(lines) } }
    }

    /// The file's last `limit` lines that fit; nil when there is no file.
    private func lines() throws -> [String]? {
        try file.lastLines(limit, longestLine: Self.longestLine)?.map(String.init)
    }

    /// Whether `line` (made one line) is short enough to keep.
    static func fits(_ line: String) -> Bool { line.utf8.count <= longestLine }

    private func reported<T>(_ body: () throws -> T) throws -> T {
        do { return try body() } catch let problem as StateFileError { throw HistoryError(problem: problem) }
    }

    private func write(_ lines: [String]) throws {
        let text = lines.map(Self.oneLine).filter(Self.fits).suffix(limit).map { $0 + "\n" }.joined()
        try file.replace(with: Array(text.utf8))
    }

    static func oneLine(_ line: String) -> String { line.replacingOccurrences(of: "\n", with: " ") }
}

/// Why the history could not be saved (the shell reports it once and goes on).
package struct HistoryError: Error, CustomStringConvertible {
    package let problem: StateFileError
    package var description: String {
        "cannot save the history: \(problem); set XDG_STATE_HOME to a writable folder"
    }
}
