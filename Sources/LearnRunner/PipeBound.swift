import CLearnSys
import Glibc

/// What a child may write on one pipe in one run: lines no longer than ``maxLineBytes`` (the
/// longest line of the wire format; a learner's `print` of a longer line stops the run too) and
/// at most ``maxRunBytes`` in all. A child that passes either is stopped, with a sentence: learn
/// never buffers an unbounded line, however much a program writes without a newline.
struct PipeBound {
    /// The longest line the wire format allows, newline excluded.
    static let maxLineBytes = 1 << 20
    /// The most bytes one run may write on one pipe.
    static let maxRunBytes = 1 << 30

    /// The pipe, as the sentence names it ("learn's trace pipe").
    let pipe: String
    /// Whether a line's length counts (the trace pipe), or only the total (stdout and stderr).
    let countsLines: Bool
    private var lineSoFar = 0
    private var total = 0

    init(pipe: String, countsLines: Bool) {
        self.pipe = pipe
        self.countsLines = countsLines
    }

    /// Counts the next bytes; the sentence that stops the run when they pass a bound, else nil.
    mutating func count(_ bytes: UnsafeRawBufferPointer, subject: RunSubject) -> String? {
        total += bytes.count
        if total > Self.maxRunBytes {
            return "\(subject.name) wrote over \(Self.maxRunBytes >> 30) GB to \(pipe); the run was stopped"
        }
        guard countsLines else { return nil }
        // A chunk is one read (64 kB), so only its first and last lines can be long ones.
        guard let base = bytes.baseAddress, bytes.count > 0 else { return nil }
        let longest: Int
        let current: Int
        if let first = memchr(base, 10, bytes.count), let last = learn_memrchr(base, 10, bytes.count) {
            longest = lineSoFar + base.distance(to: UnsafeRawPointer(first))
            current = bytes.count - base.distance(to: last) - 1
        } else {
            longest = 0
            current = lineSoFar + bytes.count
        }
        lineSoFar = current
        guard max(longest, current) > Self.maxLineBytes else { return nil }
        return "\(subject.name) wrote a line of over \(Self.maxLineBytes) bytes to \(pipe); the run was stopped"
    }
}
