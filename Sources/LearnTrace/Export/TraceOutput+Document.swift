import Glibc
import LearnSystem

extension TraceOutput {
    /// Writes `run` as one whole document (a playground run's trace) the way every trace is
    /// written: a file gets it by renaming a new temporary over it, a stream when ``finish()`` is
    /// called. Its text is made and written 64 KiB at a time: learn never holds the document
    /// whole, however many events the run kept.
    package func write(run: ChromeTrace.Run) throws {
        try write { emit in ChromeTrace.document([run], emit: emit) }
    }

    /// Writes what `make` emits to a new descriptor through a 64 KiB buffer, then publishes it.
    private func write(_ make: ((String) -> Void) -> Void) throws {
        let fd = try descriptor()
        defer { close(fd) }
        var buffer: [UInt8] = []
        buffer.reserveCapacity(Self.chunk)
        var failure: Int32 = 0
        func flush() {
            if failure == 0 { failure = writeAll(fd, buffer) }
            buffer.removeAll(keepingCapacity: true)
        }
        make { piece in
            buffer.append(contentsOf: piece.utf8)
            if buffer.count >= Self.chunk { flush() }
        }
        flush()
        if failure != 0 { throw Refusal(path, .notWritten(Self.reason(failure))) }
        try publish()
    }

    /// The most bytes of a document held before they are written.
    static let chunk = 1 << 16
}
