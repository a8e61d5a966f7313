import LearnLanguage
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
    /// `play --new NAME`: a file of that name is already there (it is never overwritten).
    case fileExists(String)
    /// `play --new NAME`: the file could not be written, and why.
    case cannotWrite(String, reason: String)

    /// True when the input itself is wrong (a usage error), not the code in it.
    package var isUsageError: Bool {
        switch self {
        case .missingFile, .isDirectory, .notUTF8, .tooLarge, .unreadable, .badToken, .noGates: true
        case .noCompiler, .compileFailed, .compileInterrupted, .compileTimedOut, .setupFailed, .fileExists, .cannotWrite: false
        }
    }

    /// What went wrong and what to do next, in English.
    package var message: String { message(Catalogue(.en)) }

    /// What went wrong and what to do next, in `words`' language.
    package func message(_ words: Catalogue) -> String {
        switch self {
        case .noCompiler: words(.playNoCompiler)
        case .missingFile(let path): words(.playMissingFile, VisibleText.name(path))
        case .isDirectory(let path): words(.playIsDirectory, VisibleText.name(path))
        case .notUTF8(let path): words(.playNotUTF8, VisibleText.name(path))
        case .tooLarge(let path, let bytes): words(.playTooLarge, VisibleText.name(path), bytes, LearnerProgram.maxBytes / 1000)
        case .unreadable(let path, let reason): words(.playUnreadable, VisibleText.name(path), reason)
        case .compileFailed(let path, _): words(.playCompileFailed, VisibleText.name(path))
        case .compileInterrupted: words(.playCompileInterrupted)
        case .compileTimedOut(let seconds): words(.playCompileTimedOut, Int(seconds))
        case .setupFailed(let text), .badToken(let text): text
        case .noGates(let path): words(.playNoGates, VisibleText.name(path))
        case .fileExists(let path): words(.playFileExists, VisibleText.name(path))
        case .cannotWrite(let path, let reason): words(.playCannotWrite, VisibleText.name(path), reason)
        }
    }
}
