import CLearnSys
import Glibc
import LearnLanguage

/// What a child may write on one pipe in one run: lines no longer than ``maxLineBytes`` (the
/// longest line of the wire format; a learner's `print` of a longer line stops the run too) and
/// at most ``maxRunBytes`` in all. A child that passes either is stopped, and its ``Overflow``
/// says why in the run's language: learn never buffers an unbounded line, however much a program
/// writes without a newline.
struct PipeBound {
    /// Which pipe a bound is of, as the sentence names it.
    enum Pipe {
        /// learn's trace pipe (the child's fd 3).
        case trace
        /// The child's standard output and error.
        case output

        var key: MessageKey {
            switch self {
            case .trace: .diagPipeTrace
            case .output: .diagPipeOutput
            }
        }
    }

    /// A bound a pipe passed: the facts, said by ``sentence(_:words:)``.
    enum Overflow: Equatable {
        case tooMuch(Pipe)
        case longLine(Pipe)

        /// "your program wrote over 1 GB to its standard output and error; the run was stopped".
        func sentence(_ subject: RunSubject, words: Catalogue) -> String {
            switch self {
            case .tooMuch(let pipe): words(.diagPipeTooMuch, subject.name(words), PipeBound.maxRunBytes >> 30, words(pipe.key))
            case .longLine(let pipe): words(.diagPipeLongLine, subject.name(words), PipeBound.maxLineBytes, words(pipe.key))
            }
        }
    }

    /// The longest line the wire format allows, newline excluded.
    static let maxLineBytes = 1 << 20
    /// The most bytes one run may write on one pipe.
    static let maxRunBytes = 1 << 30

    /// The pipe, as the sentence names it ("learn's trace pipe").
    let pipe: Pipe
    /// Whether a line's length counts (the trace pipe), or only the total (stdout and stderr).
    let countsLines: Bool
    private var lineSoFar = 0
    private var total = 0

    init(pipe: Pipe, countsLines: Bool) {
        self.pipe = pipe
        self.countsLines = countsLines
    }

    /// Counts the next bytes; the bound that stops the run when they pass one, else nil.
    mutating func count(_ bytes: UnsafeRawBufferPointer) -> Overflow? {
        total += bytes.count
        if total > Self.maxRunBytes { return .tooMuch(pipe) }
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
        return .longLine(pipe)
    }
}
