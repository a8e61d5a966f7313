import Glibc
import LearnTrace
import Synchronization

/// The child's sink: writes events, and the protocol lines around them, to
/// the parent's pipe as they are flushed.
///
/// After the ending line is written, later events (threads still running
/// after `finish()`) are ignored, so the ending is always the last line.
final class WireSink: TraceSink, Sendable {
    private let descriptor: Int32
    private struct State: ~Copyable {
        var writer = WireWriter()
        var ended = false
    }
    private let state = Mutex(State())

    init(descriptor: Int32) { self.descriptor = descriptor }

    func receive(_ events: [TraceEvent]) {
        state.withLock { state in
            guard !state.ended else { return }
            state.writer.removeAll()
            for e in events { state.writer.append(e) }
            write(state.writer.bytes)
        }
    }

    /// Writes a protocol line (``ChildProtocol``); after an ending line nothing more is written.
    func send(_ line: String, ends: Bool = false) {
        state.withLock { state in
            guard !state.ended else { return }
            state.ended = ends
            state.writer.removeAll()
            state.writer.appendLine(line)
            write(state.writer.bytes)
        }
    }

    /// Writes all of `bytes`, retrying after interruptions and partial writes.
    /// A parent that went away ends the child by SIGPIPE, as it should.
    private func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = Glibc.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if n > 0 { offset += n } else if n < 0 && errno == EINTR { continue } else { return }
            }
        }
    }
}
