import Glibc

/// A new file made by `mkstemp`: a fresh name from a template, created exclusively (`O_EXCL`,
/// so a symlink planted at a predictable name is never written through), mode 0600, and
/// close-on-exec (a demo or learner's program started meanwhile never inherits it).
package struct TemporaryFile: Sendable {
    /// Its open descriptor (read and write); the caller closes it.
    package let descriptor: Int32
    /// The name `mkstemp` chose.
    package let path: String

    /// Creates it; `template` ends in `XXXXXX`, which become the fresh part of the name.
    package init(template: String) throws(TemporaryFileError) {
        var bytes = Array(template.utf8CString)
        let fd = bytes.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw TemporaryFileError(code: errno) }
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        descriptor = fd
        path = String(decoding: bytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// `mkstemp` failed: `code` is its `errno`.
package struct TemporaryFileError: Error, Sendable {
    package let code: Int32
}
