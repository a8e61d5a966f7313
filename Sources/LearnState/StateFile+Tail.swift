import Foundation

extension StateFile {
    /// The last `lines` lines of the file, oldest first; nil when the file does not exist.
    ///
    /// Read from the end in blocks, so a large file costs only its tail, and bounded however the
    /// file was written: a line of more than `longestLine` bytes is skipped (never held whole,
    /// never cut: a cut command would be another command) and the lines before it are read on; at
    /// most `maxBytes` are read in all. A partial first line (the read stopped inside it) is not a
    /// line of the file. Deliberately not an error: a line that is not UTF-8 is read with U+FFFD.
    package func lastLines(_ lines: Int, longestLine: Int = 1 << 16, maxBytes: Int = 64 << 20) throws -> [Substring]? {
        guard let fd = try openForReading() else { return nil }
        defer { close(fd) }
        var end = lseek(fd, 0, SEEK_END)
        guard end >= 0 else { throw StateFileError(path: path, action: .read, code: errno) }
        var found: [Substring] = []
        var line = TailLine(longest: longestLine)
        var read = 0
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while end > 0, read < maxBytes, found.count < lines {
            let size = Int(min(Int64(chunk.count), Int64(end)))
            end -= off_t(size)
            let n = chunk.withUnsafeMutableBytes { pread(fd, $0.baseAddress, size, end) }
            guard n == size else { throw StateFileError(path: path, action: .read, code: n < 0 ? errno : EIO) }
            read += size
            var upTo = size  // the bytes of this block not yet given to a line, [0, upTo)
            while found.count < lines, let newline = chunk[..<upTo].lastIndex(of: 0x0A) {
                line.prepend(chunk[(newline + 1)..<upTo])
                if let text = line.take() { found.append(text) }
                upTo = newline
            }
            line.prepend(chunk[..<upTo])
        }
        // The file's first line, when the read reached its start.
        if end == 0, found.count < lines, let text = line.take() { found.append(text) }
        return found.reversed()
    }
}

/// The line a backward read is in: its bytes so far (the end of the line first read), or only
/// that it grew past `longest`.
private struct TailLine {
    let longest: Int
    private var pieces: [ArraySlice<UInt8>] = []
    private var count = 0

    init(longest: Int) { self.longest = longest }

    /// Adds the bytes before what the line holds (a block read earlier in the file).
    mutating func prepend(_ bytes: ArraySlice<UInt8>) {
        count += bytes.count
        if count <= longest, !bytes.isEmpty { pieces.append(bytes) } else if count > longest { pieces = [] }
    }

    /// The line's text, and a new line begins; nil for an empty line or one past `longest`.
    mutating func take() -> Substring? {
        defer {
            pieces = []
            count = 0
        }
        guard count > 0, count <= longest else { return nil }
        return Substring(String(decoding: pieces.reversed().joined(), as: UTF8.self))
    }
}
