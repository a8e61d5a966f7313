import Foundation
import LearnLanguage
import LearnRunner
import LearnState
import LearnSystem
import LearnTrace

/// How a learner's file is built.
package enum BuildMode: String, Sendable {
    /// `-Onone`, run with the tracing library preloaded.
    case traced
    /// `-sanitize=thread -gline-tables-only`, run as it is (the tracer's own lock would hide races from TSan).
    case threadSanitizer = "tsan"
    /// `-sanitize=thread` instrumentation linked without ThreadSanitizer's runtime, run with the
    /// scheduled tracer preloaded: every memory access is a possible gate (`learn play --schedule`).
    case scheduled
}

/// A learner's file compiled, ready to run any number of times.
package struct PlayBuild: Sendable {
    package let source: PlaySource
    package let mode: BuildMode
    package let binary: String
    /// Where the compiler saw the copy (the learner's text, then the support code): debug
    /// information and ThreadSanitizer's frames name this path.
    package let compiledSource: String
    /// False when the cache already had this build.
    package let compiled: Bool
    /// Seconds the compiler took (0 when reused).
    package let compileSeconds: Double
    /// Something the learner should be told about this build (its cached program had been
    /// changed on disk, so it was built again), in the builder's language.
    package let notice: String?
    /// Held while the build is in use, so no `learn`'s eviction removes it (``BuildLock``).
    let lock: BuildLock?

    /// The calls at the learner's lines that read or write memory where learn's race detector
    /// cannot see (a scheduled build's; none for another): a verdict of no data race cannot stand
    /// on its runs.
    package var unseenCalls: [GateSites.UnseenCall] {
        let file = (binary as NSString).deletingLastPathComponent + "/" + PlayBuilder.unseenCallsFile
        guard mode == .scheduled, let text = try? String(contentsOfFile: file, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: "\t", maxSplits: 2)
            guard parts.count == 3, let number = Int(parts[0]), let last = Int(parts[1]) else { return nil }
            return GateSites.UnseenCall(line: number, call: String(parts[2]), through: last > number ? last : nil)
        }
    }
}

/// Compiles learners' files with the toolchain on `PATH`, into ``PlayCache``.
///
/// The learner's text is copied unchanged to the top of a file of the same name, so every
/// line number the compiler or ThreadSanitizer gives is the learner's; the support code
/// (``PlaySupportSource``) follows it under its own `#sourceLocation`.
struct PlayBuilder {
    let toolchain: Toolchain
    let cache: PlayCache
    /// The language of the sentences added to the compiler's messages.
    var language = Language.en

    func build(_ source: PlaySource, mode: BuildMode) throws(PlayError) -> PlayBuild {
        let support = mode == .scheduled ? PlaySupportSource.scheduledVersion + GateSites.recipe : PlaySupportSource.version
        // learn's own build too: what it analysed of the program (its gate sites, the Foundation
        // calls it models) is cached with the binary, and a newer learn may read it otherwise
        let key = StableHash.hex(
            source.text, source.absolutePath, mode.rawValue, Self.recipe, toolchain.key, support, source.judge ?? "",
            ExecutableIdentity.buildID)
        let directory = cache.buildDirectory(key: key)
        let name = source.fileName.hasSuffix(".swift") ? source.fileName : source.fileName + ".swift"
        let copy = directory + "/" + name
        let binary = directory + "/program"
        var notice: String?
        // Locked before it is looked at: eviction cannot remove it from now on.
        var held = BuildLock.shared(directory)
        if let lock = held, FileManager.default.fileExists(atPath: directory + "/" + Self.compiledAsFile) {
            let recorded = Self.recordedDigest(directory)
            if let recorded, recorded == Self.digest(directory) {
                cache.touch(directory)
                cache.evict(keeping: directory)
                return PlayBuild(
                    source: source, mode: mode, binary: binary, compiledSource: compiledPath(in: directory, or: copy),
                    compiled: false, compileSeconds: 0, notice: nil, lock: lock)
            }
            if recorded != nil, FileManager.default.fileExists(atPath: binary) {
                notice = Catalogue(language)(.playRebuilt, VisibleText.name(source.path))
            }
        }
        held = nil  // let go, so the folder can be replaced by the new build
        // Built in a private folder, then moved into place whole: two `learn play`s of one
        // file at once never see each other's half-written copy or binary.
        let staging = cache.buildsDirectory + "/.staging-\(key)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer { try? FileManager.default.removeItem(atPath: staging) }
        Self.removeAbandonedStaging(in: cache.buildsDirectory)
        try makeDirectory(staging)
        guard let lock = BuildLock.claim(staging) else { throw .setupFailed(Words(.setupLock, staging)) }
        let stagedCopy = staging + "/" + name
        // Traced, the learner's file is compiled alone and imports the support module; else the
        // support code follows it and `swiftc` builds it (ThreadSanitizer: as it always has).
        let module = mode == .traced ? PlaySupportModule.load(toolchain, in: cache.supportDirectory(toolchain)) : nil
        try write(module == nil ? Self.programText(source.text, printShadow: mode != .threadSanitizer) : source.text, to: stagedCopy)
        let started = Date()
        // A scheduled build's digest is taken as it links (``digest(_:)``'s words).
        var digested: String?
        if let module {
            try compile(source, stagedCopy, in: staging, with: module)
        } else if mode == .scheduled, source.judge != nil, let plan = JudgedPlan.load(toolchain, in: cache.supportDirectory(toolchain)) {
            digested = try compileJudged(source, stagedCopy, in: staging, plan: plan)
        } else {
            digested = try compileWithSwiftc(source, stagedCopy, in: staging, mode: mode)
        }
        // Debug information (ThreadSanitizer's frames) names the file where it was compiled.
        try write(stagedCopy, to: staging + "/" + Self.compiledAsFile)
        guard let digest = digested ?? Self.digest(staging) else {
            throw .setupFailed(Words(.setupReadBuilt, staging))
        }
        try write(digest, to: staging + "/" + Self.digestFile)
        if let theirs = try place(staging, at: directory) {
            // another `learn` placed this same build (same key) first, while ours compiled: use it
            cache.evict(keeping: directory)
            return PlayBuild(
                source: source, mode: mode, binary: binary, compiledSource: compiledPath(in: directory, or: copy), compiled: true,
                compileSeconds: Date().timeIntervalSince(started), notice: notice, lock: theirs)
        }
        lock.share()
        keepSymbols(of: directory)
        cache.evict(keeping: directory)
        return PlayBuild(
            source: source, mode: mode, binary: binary, compiledSource: compiledPath(in: directory, or: copy), compiled: true,
            compileSeconds: Date().timeIntervalSince(started), notice: notice, lock: lock)
    }

    /// Compiles the staged copy (the learner's text, then the support code) with `swiftc`.
    /// Compiles the staged copy with `swiftc`; a scheduled build's digest (``digest(_:)``), taken as it linked.
    private func compileWithSwiftc(
        _ source: PlaySource, _ stagedCopy: String, in staging: String, mode: BuildMode
    ) throws(PlayError)
        -> String?
    {
        var arguments = ["-Onone", "-module-name", "main", "-o", staging + "/program", stagedCopy]
        if let judge = source.judge {
            // The judge is the program's main; the learner's file only declares what it calls.
            try write(Self.judgeText(judge, name: source.judgeName), to: staging + "/main.swift")
            arguments.append(staging + "/main.swift")
        }
        // Line tables: ThreadSanitizer's frames, the traced run's waits and queued blocks, and where
        // each task was created name lines.
        arguments.append("-gline-tables-only")
        if mode == .threadSanitizer { arguments.append("-sanitize=thread") }
        if mode == .scheduled { arguments = Self.scheduledCompile(arguments, staging: staging) }
        if source.judge == nil, Self.hasMainAttribute(source.text) { arguments.append("-parse-as-library") }
        let result = Subprocess.run(toolchain.swiftc, arguments, timeLimit: Self.compileSeconds, interruptible: true)
        switch result.stopped {
        case .interrupt?: throw .compileInterrupted
        case .timeLimit(let seconds)?: throw .compileTimedOut(seconds)
        case nil: break
        }
        guard result.status == 0 else { try compileFailed(result.output, source, stagedCopy, in: staging) }
        return mode == .scheduled ? try linkScheduled(staging, source: source) : nil
    }

    /// A compile of the staged copy failed with `output`: the compiler's messages as the learner's.
    func compileFailed(_ output: String, _ source: PlaySource, _ stagedCopy: String, in staging: String) throws(PlayError) -> Never {
        if let full = cache.fullness(output) { throw full }
        var output = output
        if output.contains(PlaySupportSource.fileName) {
            // An unclosed brace runs on into the support code: the learner's file alone
            // gives the messages about the learner's own lines. Beside a judge it is not the
            // program's main, so it is checked as a library (a statement at its top level is an error).
            try write(source.text, to: stagedCopy, replacing: true)
            let library = source.judge != nil ? ["-parse-as-library"] : []
            output =
                Subprocess.run(
                    toolchain.swiftc, ["-typecheck", "-module-name", "main"] + library + [stagedCopy], timeLimit: Self.compileSeconds,
                    interruptible: true
                ).output
        }
        let notes = LinuxDifferences.notes(for: output, in: source.text, Catalogue(language)).map { "\n" + $0 }.joined()
        throw .compileFailed(
            source.path,
            diagnostics: output.replacingOccurrences(of: stagedCopy, with: source.path).replacingOccurrences(
                of: staging + "/", with: ""
            ).trimmingCharacters(in: .newlines) + notes)
    }

    /// Renames the finished staging folder to its build's name, replacing a folder there that no
    /// `learn` holds (an older, broken or changed build). When another `learn` placed a whole,
    /// unchanged build there first (the same key: the same build), ours is dropped and the
    /// lock of theirs returned; nil when ours is in place.
    private func place(_ staging: String, at directory: String) throws(PlayError) -> BuildLock? {
        guard rename(staging, directory) != 0 else { return nil }
        if let theirs = BuildLock.shared(directory), let recorded = Self.recordedDigest(directory),
            recorded == Self.digest(directory)
        {
            return theirs
        }
        guard let old = BuildLock.exclusive(directory, create: true) else {
            throw .setupFailed(Words(.setupInUse, directory))
        }
        withExtendedLifetime(old) { try? FileManager.default.removeItem(atPath: directory) }
        guard rename(staging, directory) == 0 else { throw .setupFailed(Words(.setupKeep, directory, Self.reason(errno))) }
        return nil
    }

    /// The program's SHA-256 recorded when it was built, checked before it is run again.
    static let digestFile = "program.sha256"

    /// The SHA-256 of the build's program, and of a judged build's ThreadSanitizer program after a comma.
    static func digest(_ directory: String) -> String? {
        guard let program = SHA256.file(directory + "/program") else { return nil }
        let sanitized = directory + "/" + sanitizedProgram
        guard FileManager.default.fileExists(atPath: sanitized) else { return program }
        return SHA256.file(sanitized).map { program + "," + $0 }
    }

    static func recordedDigest(_ directory: String) -> String? {
        guard case .success(let bytes) = UserFile.read(directory + "/" + digestFile, limit: 160, followLinks: false) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Removes the staging folders (`.staging-KEY-PID-RANDOM`) of builds whose `learn` is gone
    /// (killed mid-compile): a folder whose PID is alive may be another `learn`'s build in
    /// progress and is left alone.
    static func removeAbandonedStaging(in builds: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: builds) else { return }
        for name in names where name.hasPrefix(".staging-") {
            let parts = name.split(separator: "-")
            guard parts.count == 4, let pid = pid_t(parts[2]), pid > 0, kill(pid, 0) != 0, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(atPath: builds + "/" + name)
        }
    }

    /// The most seconds one compile may take before it is stopped.
    static let compileSeconds = 120.0

    /// Changes when the compiler flags do: part of every cache key.
    static let recipe = "onone; line tables; print shadow traced only; traced: support module, frontend and linker direct"

    /// Names the path the compiler saw the learner's copy at (in a folder since moved).
    static let compiledAsFile = "compiled-as"

    private func compiledPath(in directory: String, or fallback: String) -> String {
        (try? String(contentsOfFile: directory + "/" + Self.compiledAsFile, encoding: .utf8)) ?? fallback
    }

    /// The tracing library for this toolchain, compiled on first use.
    func tracerLibrary() throws(PlayError) -> String {
        let directory = cache.supportDirectory(toolchain)
        let library = directory + "/liblearnplay.so"
        if FileManager.default.fileExists(atPath: library) { return library }
        try makeDirectory(directory)
        // Names of this build's own: two builds at once (two tests in one process) must not
        // share the source or the partial library, or one's rename finds nothing to move.
        let unique = "\(getpid()).\(UInt32.random(in: 0...UInt32.max))"
        let source = directory + "/learnplay.\(unique).c"
        try write(PlaySupportSource.tracer, to: source, replacing: true)
        defer { try? FileManager.default.removeItem(atPath: source) }
        let partial = library + ".partial.\(unique)"
        let libs = toolchain.runtimeLibraries
        let result = Subprocess.run(
            toolchain.clang,
            [
                "-shared", "-fPIC", "-fblocks", "-O2", "-o", partial, source,
                "-L", libs, "-ldispatch", "-lBlocksRuntime", "-lswift_Concurrency", "-lswiftCore", "-ldl",
                "-Wl,-rpath," + libs,
            ])
        guard result.status == 0, rename(partial, library) == 0 else {
            if let full = cache.fullness(result.output) { throw full }
            throw .setupFailed(Words(.setupTracer, toolchain.clang, result.output))
        }
        return library
    }

    func makeDirectory(_ path: String) throws(PlayError) {
        do { try StateFile.makeDirectory(path) } catch {
            let code = (error as? StateFileError)?.code ?? EIO
            if let full = cache.fullness(code) { throw full }
            throw .setupFailed(Words(.setupMakeFolder, path, Self.reason(code)))
        }
    }

    /// Writes a new file in the cache (never through a link); a full disk is said as such.
    func write(_ text: String, to path: String, replacing: Bool = false) throws(PlayError) {
        if replacing { unlink(path) }
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        var code = fd < 0 ? errno : 0
        if fd >= 0 {
            code = writeAll(fd, Array(text.utf8))
            close(fd)
        }
        guard code != 0 else { return }
        if let full = cache.fullness(code) { throw full }
        throw .setupFailed(Words(.setupWrite, path, Self.reason(code)))
    }

    static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}
