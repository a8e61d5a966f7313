import LearnRunner
import LearnTrace

/// Why a learner's file could not be built or run, as a value that says what to do next.
package enum PlayError: Error, Equatable, Sendable {
    case noCompiler
    case missingFile(String)
    case isDirectory(String)
    case notUTF8(String)
    case tooLarge(String, bytes: Int)
    case unreadable(String, reason: String)
    /// The compiler's own diagnostics, with the learner's file name and line numbers.
    case compileFailed(String, diagnostics: String)
    /// Ctrl-C stopped the compiler (the SIGINT flag is left set).
    case compileInterrupted
    /// The compiler ran past its time limit, in seconds, and was stopped.
    case compileTimedOut(Double)
    /// The tracing library or the cache could not be made.
    case setupFailed(String)
    /// A replay token that is not one, or was made for another text of the file (the sentence says which).
    case badToken(String)
    /// A scheduled run of a program that passed no gate: there is nothing to step or explore.
    case noGates(String)

    /// True when the input itself is wrong (a usage error), not the code in it.
    package var isUsageError: Bool {
        switch self {
        case .missingFile, .isDirectory, .notUTF8, .tooLarge, .unreadable, .badToken, .noGates: true
        case .noCompiler, .compileFailed, .compileInterrupted, .compileTimedOut, .setupFailed: false
        }
    }

    package var message: String {
        switch self {
        case .noCompiler:
            "`swiftc` is not on PATH: install the Swift toolchain (swift.org/install) and put its `usr/bin` on PATH, as you did to build learn"
        case .missingFile(let path):
            "there is no file `\(VisibleText.name(path))`; `play --new NAME` makes one with an example to start from"
        case .isDirectory(let path):
            "`\(VisibleText.name(path))` is a folder; name a .swift file in it"
        case .notUTF8(let path):
            "`\(VisibleText.name(path))` is not UTF-8 text; save it as UTF-8 (is it a Swift file?)"
        case .tooLarge(let path, let bytes):
            "`\(VisibleText.name(path))` has \(bytes) bytes; `learn play` takes files up to \(LearnerProgram.maxBytes / 1000) kB — one program, not a project"
        case .unreadable(let path, let reason):
            "cannot read `\(VisibleText.name(path))`: \(reason)"
        case .compileFailed(let path, _):
            "`\(VisibleText.name(path))` does not compile (the compiler's messages are above); fix the first error and run it again"
        case .compileInterrupted:
            "the compile was stopped by Ctrl-C"
        case .compileTimedOut(let seconds):
            "the compile was still running after \(Int(seconds)) s, the most a compile may take, and was stopped"
        case .setupFailed(let text), .badToken(let text):
            text
        case .noGates(let path):
            "`\(VisibleText.name(path))` passed no gate: no second thread or queue, no memory two threads could share, no wait or print of one. Scheduling needs at least two threads; run it with `learn play` alone"
        }
    }
}
