import Glibc
import LearnSystem

/// A Chrome trace file written run by run (`--trace-out`): each run's events go straight to the
/// file through a small buffer, so a run of a million events never has its text whole in memory.
///
/// After every run a regular file is a complete document (the closing `]}` is written, then
/// overwritten by the next run). A pipe or terminal cannot be rewound: there the close is
/// written once, by ``close()`` (or when the file is released).
package final class ChromeTraceFile {
    /// Why the file could not be opened or written, in words.
    package struct Failure: Error, Sendable, CustomStringConvertible {
        package var description: String
    }

    package let path: String
    private var fd: Int32
    private let seekable: Bool
    /// False for a pipe, terminal or device: the document's close waits for ``close()``.
    package var isSeekable: Bool { seekable }
    private var runs = 0
    private var buffer: [UInt8] = []
    private var failure: Failure?
    private static let bufferSize = 1 << 16

    /// Opens (creating or emptying) the file at `path` and writes the document's opening.
    package convenience init(path: String) throws(Failure) {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw Failure(description: Self.reason(errno)) }
        self.init(descriptor: fd, path: path)
    }

    /// Writes the document to `descriptor`, which it owns from now on (closed by ``close()``).
    package init(descriptor: Int32, path: String) {
        self.path = path
        fd = descriptor
        seekable = lseek(fd, 0, SEEK_CUR) >= 0
        append(ChromeTrace.head)
    }

    deinit { try? close() }

    /// Appends one run as the next process (`pid` = run number) and leaves the file complete.
    package func append(_ run: ChromeTrace.Run) throws(Failure) {
        guard fd >= 0 else { throw Failure(description: "the file is closed") }
        runs += 1
        var first = runs == 1
        ChromeTrace.write(run, pid: runs) { event in
            if !first { append(",\n") }
            first = false
            append(event)
        }
        guard seekable else { return try flush() }
        append(ChromeTrace.tail)
        try flush()
        // the next run overwrites the close
        lseek(fd, -off_t(ChromeTrace.tail.utf8.count), SEEK_END)
    }

    /// Writes the document's close where it is still missing, and closes the file.
    package func close() throws(Failure) {
        guard fd >= 0 else { return }
        if seekable {
            // the close is already on disk after the last run; with no run, write it now
            if runs == 0 { append(ChromeTrace.tail) }
        } else {
            append(ChromeTrace.tail)
        }
        var failed: Failure?
        do { try flush() } catch { failed = error }
        Glibc.close(fd)
        fd = -1
        if let failed { throw failed }
    }

    private func append(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= Self.bufferSize { try? flush() }
    }

    private func flush() throws(Failure) {
        defer { buffer.removeAll(keepingCapacity: true) }
        if let failure { throw failure }
        let code = writeAll(fd, buffer)
        guard code == 0 else {
            let failed = Failure(description: Self.reason(code))
            failure = failed
            throw failed
        }
    }

    private static func reason(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }
}
