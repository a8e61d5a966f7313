import Foundation
import Glibc
import LearnLanguage
import LearnRunner
import Synchronization

/// A judged program's symbols, kept where the program cannot read them. A file could otherwise
/// find the judge's private globals (its expected answer, its records) through its own symbol
/// table or debug information (`/proc/self/exe`), and read or change them at its load address
/// (`/proc/self/maps`). The program that runs is a copy without both; learn keeps the whole
/// program in the cache's symbols folder (``PlayCache/symbolsDirectory``) for what it reads of
/// it (task sites, lines, the judge's gate functions), and a judged run's sandbox hides that
/// folder from it (``Sandbox/hidden``).
extension PlayBuilder {
    /// The whole program, in a judged build's staging folder until the build is in place.
    static let symbolsFile = "program.symbols"

    /// Makes the staged `program` the whole program's copy without its symbol table and debug
    /// information (`llvm-objcopy --strip-all`: its dynamic symbols, which the loader and the
    /// tracer read, stay); the whole program stays beside it as ``symbolsFile``, renamed at once
    /// (the build reads its gate sites from it meanwhile). The copy is made on a thread of its own,
    /// and another lists the judge's gate functions beside it
    /// (``JudgeChannel/callers(of:symbols:toolchain:)``; a failure there is left for the first run,
    /// which lists them again and says why): the returned function waits for both, and throws what
    /// the copy met.
    func setSymbolsApart(_ staging: String, source: PlaySource) throws(PlayError) -> () throws(PlayError) -> Void {
        let program = staging + "/program", symbols = staging + "/" + Self.symbolsFile
        guard rename(program, symbols) == 0 else { throw .setupFailed(Words(.setupReadBuilt, staging)) }
        let done = DispatchSemaphore(value: 0)
        let failure = Mutex<PlayError?>(nil)
        let (tools, seconds, path) = (toolchain, Self.compileSeconds, source.path)
        Thread {
            let result = Subprocess.run(tools.binDirectory + "/llvm-objcopy", ["--strip-all", symbols, program], timeLimit: seconds)
            if result.status != 0 { failure.withLock { $0 = .setupFailed(Words(.setupStripJudged, path, result.output)) } }
            done.signal()
        }.start()
        Thread {
            _ = try? JudgeChannel.callers(of: program, symbols: symbols, toolchain: tools)
            done.signal()
        }.start()
        return { () throws(PlayError) in
            done.wait()
            done.wait()
            if let error = failure.withLock({ $0 }) { throw error }
        }
    }

    /// Moves a placed judged build's whole program into the symbols folder, named as its build.
    func keepSymbols(of directory: String) {
        let from = directory + "/" + Self.symbolsFile
        guard FileManager.default.fileExists(atPath: from) else { return }
        try? FileManager.default.createDirectory(atPath: cache.symbolsDirectory, withIntermediateDirectories: true)
        if rename(from, cache.symbolsDirectory + "/" + (directory as NSString).lastPathComponent) != 0 { unlink(from) }
    }
}

extension PlayBuild {
    /// Whether the program that runs is a copy without symbols (a judged scheduled build's).
    var symbolsApart: Bool { mode == .scheduled && source.judge != nil }

    /// The file to read the program's symbols and lines from: the whole program, kept in the
    /// cache's symbols folder for a judged build (``PlayBuilder/setSymbolsApart(_:source:)``), else
    /// the program itself.
    package var symbols: String {
        guard symbolsApart else { return binary }
        let directory = (binary as NSString).deletingLastPathComponent
        let kept = symbolsFolder + "/" + (directory as NSString).lastPathComponent
        // not yet moved (a learn killed between placing the build and moving them): beside it
        let beside = directory + "/" + PlayBuilder.symbolsFile
        return [kept, beside].first { FileManager.default.fileExists(atPath: $0) } ?? binary
    }

    /// What a run of this build may not read: the symbols folder, for a judged build.
    package var hidden: [String] { symbolsApart ? [symbolsFolder] : [] }

    /// The cache's symbols folder (``PlayCache/symbolsDirectory``), from the build's place in the
    /// cache: `ROOT/builds/KEY/program` → `ROOT/symbols`.
    private var symbolsFolder: String {
        let builds = ((binary as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        return (builds as NSString).deletingLastPathComponent + "/" + PlayCache.symbolsFolder
    }
}
