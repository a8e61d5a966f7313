import Glibc

/// Writes every byte to `fd`, going on after a short write or an interrupted one: 0 when all
/// were written, else the system's error number (`EIO` when the file takes no more bytes).
/// The one write loop of every file learn writes itself (state files, a user's new file, the
/// play cache).
package func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Int32 {
    var written = 0
    while written < bytes.count {
        let n = bytes[written...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        if n < 0 && errno == EINTR { continue }
        guard n > 0 else { return n < 0 ? errno : EIO }
        written += n
    }
    return 0
}
