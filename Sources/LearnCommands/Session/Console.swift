import Foundation
import LearnTrace

/// Where commands write: standard output and error, or a buffer in tests.
package final class Console: @unchecked Sendable {
    // Synchronisation: a console is used from the thread that runs commands; the runner's
    // `live` callback runs on that same calling thread.
    private let writeOut: (String) -> Void
    private let writeErr: (String) -> Void

    package init(out: @escaping (String) -> Void, err: @escaping (String) -> Void) {
        self.writeOut = out
        self.writeErr = err
    }

    /// The process's standard output and error, written directly so they interleave in order.
    package static func standard() -> Console {
        Console(out: { writeAll(STDOUT_FILENO, $0) }, err: { writeAll(STDERR_FILENO, $0) })
    }

    /// Writes every byte of `text` to `fd` (unbuffered, so output and errors keep their order).
    static func writeAll(_ fd: Int32, _ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return }
            bytes = bytes.dropFirst(n)
        }
    }

    /// A console that writes what this one does, and gives `copy` what goes to standard output
    /// too (the page of `--html`).
    package func copying(to copy: @escaping (String) -> Void) -> Console {
        let out = writeOut
        return Console(
            out: {
                out($0)
                copy($0)
            }, err: writeErr)
    }

    /// Writes `text` and a newline to standard output.
    package func line(_ text: String = "") { writeOut(text + "\n") }
    /// Writes `text` as it is to standard output (the lesson player's own lines).
    package func raw(_ text: String) { writeOut(text) }
    /// Writes `text` and a newline to standard error, as it is.
    package func errorRaw(_ text: String) { writeErr(text + "\n") }
    /// The terminal's width in display columns, which ``error(_:)`` wraps to (the session's).
    package var width = 80
    /// Writes `learn: message` to standard error, wrapped at spaces under its start; a path or
    /// word it quotes is shown, never obeyed.
    package func error(_ text: String) {
        writeErr(TerminalLines.hanging("learn: ", VisibleText.escape(text), to: width).joined(separator: "\n") + "\n")
    }
}
