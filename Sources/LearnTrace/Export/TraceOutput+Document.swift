import Glibc

extension TraceOutput {
    /// Writes one whole document (a playground run's trace) the way every trace is written: a
    /// file gets it by renaming a new temporary over it, a stream when ``finish()`` is called.
    package func write(document text: String) throws {
        let fd = try descriptor()
        defer { close(fd) }
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let n = bytes[written...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { throw Refusal(path, .notWritten(Self.reason(n < 0 ? errno : EIO))) }
            written += n
        }
        try publish()
    }
}
