import Foundation
import Glibc
import LearnTrace

/// The child's sink: writes events, and the protocol lines around them, to
/// the parent's pipe as they are flushed.
///
/// After the ending line is written, later events (threads still running
/// after `finish()`) are ignored, so the ending is always the last line.
final class WireSink: TraceSink, @unchecked Sendable {
    // @unchecked: `writer` and `ended` are only touched under `lock` (a pthread
    // mutex, so ThreadSanitizer runs of demos see it).
    private let descriptor: Int32
    private let lock = NSLock()
    private var writer = WireWriter()
    private var ended = false

    init(descriptor: Int32) { self.descriptor = descriptor }

    func receive(_ events: [TraceEvent]) {
        lock.withLock {
            guard !ended else { return }
            writer.removeAll()
            for e in events { writer.append(e) }
            write(writer.bytes)
        }
    }

    /// Writes a protocol line (``ChildProtocol``); after an ending line nothing more is written.
    func send(_ line: String, ends: Bool = false) {
        lock.withLock {
            guard !ended else { return }
            ended = ends
            writer.removeAll()
            writer.appendLine(line)
            write(writer.bytes)
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
