import Foundation
import LearnLanguage
import LearnRunner
import LearnTrace
import Synchronization

/// The scheduled flavour of a build (`learn play --schedule`, `learn explore FILE`): the learner's
/// file compiled with `-sanitize=thread` instrumentation into an object, linked against a stub of
/// ThreadSanitizer's entry points instead of its runtime, and its table of gate sites
/// (``GateSites``) written beside the program. Plain `learn play` builds have none of it.
extension PlayBuilder {
    /// The file beside a scheduled build's program that lists its memory-access gates.
    static let gateSitesFile = "gates.tsv"
    /// The calls at the learner's lines whose memory learn cannot follow (``GateSites/UnseenCall``):
    /// `LINE<TAB>LAST LINE<TAB>CALL` lines, beside the program.
    static let unseenCallsFile = "unseen.tsv"

    /// The compiler's words for the object of a scheduled build (linked by ``linkScheduled(_:source:)``).
    static func scheduledCompile(_ arguments: [String], staging: String) -> [String] {
        var words = arguments.filter { $0 != "-gline-tables-only" }
        if let output = words.firstIndex(of: "-o") { words[output + 1] = staging + "/program.o" }
        // With a judge beside the learner's file: one object for both (whole module).
        let judged = words.contains { $0.hasSuffix("/main.swift") }
        return words + ["-g", "-sanitize=thread", "-c"] + (judged ? ["-wmo"] : [])
    }

    /// The ThreadSanitizer program of a judged build, beside its scheduled one: the same object,
    /// linked against ThreadSanitizer's runtime (one compile for both). It is called `program`
    /// too, in a folder of its own: its name does not tell the program which build it runs in.
    static let sanitizedProgram = "tsan/program"

    /// A judged build's second object: the judge's `main.swift`'s code (the first, `program.o`, the learner's file's).
    static let judgeObjectFile = "judge.o"

    /// The judge's staged `main.swift`: its lines named as its own file, then the prelude.
    /// The prelude's gate gets a name of its own in each build (``JudgeChannel``).
    static func judgeText(_ judge: String, name: String) -> String {
        "#sourceLocation(file: \"\(name)\", line: 1)\n" + (judge.hasSuffix("\n") ? judge : judge + "\n")
            + PlaySupportSource.judgePrelude.replacingOccurrences(of: "JudgeGate_LEARNTOKEN", with: "JudgeGate_" + JudgeChannel.newToken())
    }

    /// Links the object against the stub and writes the gate-site table; the programs' digest.
    func linkScheduled(_ staging: String, source: PlaySource) throws(PlayError) -> String {
        let (_, stub) = try scheduledLibraries()
        let directory = (stub as NSString).deletingLastPathComponent
        let name = ((stub as NSString).lastPathComponent as NSString).deletingPathExtension.dropFirst(3)
        let toolchain = self.toolchain
        // A judged build's ThreadSanitizer program links meanwhile, from the same object.
        var sanitized: (@Sendable () throws(PlayError) -> Void)?
        if source.judge != nil {
            let judgeObject = try tsanJudgeObject()
            try makeDirectory(staging + "/" + (Self.sanitizedProgram as NSString).deletingLastPathComponent)
            sanitized = { @Sendable () throws(PlayError) in
                let result = Subprocess.run(
                    toolchain.swiftc,
                    [
                        staging + "/program.o", judgeObject, "-sanitize=thread", "-Xlinker", "--export-dynamic-symbol=learn_judge_finish",
                        "-o", staging + "/" + Self.sanitizedProgram,
                    ],
                    timeLimit: Self.compileSeconds, interruptible: true)
                guard result.status == 0 else {
                    throw .setupFailed(Words(.setupLinkTSan, source.path, result.output))
                }
            }
        }
        return try finishScheduled(staging, source: source, sanitized: sanitized) { () throws(PlayError) in
            let result = Subprocess.run(
                toolchain.swiftc,
                [
                    staging + "/program.o", "-o", staging + "/program", "-L", directory, "-l" + name, "-Xlinker", "-rpath", "-Xlinker",
                    directory,
                ] + Self.memoryWraps.flatMap { ["-Xlinker", $0] },
                timeLimit: Self.compileSeconds, interruptible: true)
            guard result.status == 0 else { throw .setupFailed(Words(.setupLinkScheduled, source.path, result.output)) }
        }
    }

    /// Compiles a judged build with the tools ``JudgedPlan`` names: the learner's staged copy and
    /// the judge's `main.swift` (one module, an object for each, generated at once), then both
    /// links at once; the programs' digest.
    func compileJudged(_ source: PlaySource, _ stagedCopy: String, in staging: String, plan: JudgedPlan) throws(PlayError) -> String {
        let judge = staging + "/main.swift", objects = [staging + "/program.o", staging + "/" + Self.judgeObjectFile]
        try write(Self.judgeText(source.judge ?? "", name: source.judgeName), to: judge)
        let compile = plan.compile(learner: stagedCopy, judge: judge, into: objects)
        let result = Subprocess.run(compile[0], Array(compile.dropFirst()), timeLimit: Self.compileSeconds, interruptible: true)
        switch result.stopped {
        case .interrupt?: throw .compileInterrupted
        case .timeLimit(let seconds)?: throw .compileTimedOut(seconds)
        case nil: break
        }
        guard result.status == 0 else { try compileFailed(result.output, source, stagedCopy, in: staging) }
        var libraries: [String] = []
        for object in objects {
            guard let entries = AutolinkEntries.read(object) else {
                throw .setupFailed(Words(.setupLibraries, VisibleText.name(source.path), object))
            }
            libraries += entries.filter { !libraries.contains($0) }
        }
        let (_, stub) = try scheduledLibraries()
        let directory = (stub as NSString).deletingLastPathComponent
        let name = String(((stub as NSString).lastPathComponent as NSString).deletingPathExtension.dropFirst(3))
        let stubbed = JudgedPlan.words(
            plan.link, objects: objects, libraries: libraries + ["-L", directory, "-l" + name, "-rpath", directory] + Self.memoryWraps,
            into: staging + "/program")
        // ThreadSanitizer's program links in learn's count of its reports and the judge's last line
        // (``PlaySupportSource/tsanJudge``), the one symbol of it the prelude looks up exported.
        let judgeObject = try tsanJudgeObject()
        try makeDirectory(staging + "/" + (Self.sanitizedProgram as NSString).deletingLastPathComponent)
        let sanitized = JudgedPlan.words(
            plan.sanitizedLink, objects: objects,
            libraries: [judgeObject, "--export-dynamic-symbol=learn_judge_finish"] + libraries, into: staging + "/" + Self.sanitizedProgram)
        return try finishScheduled(staging, source: source) { () throws(PlayError) in
            let result = Subprocess.run(sanitized[0], Array(sanitized.dropFirst()), timeLimit: Self.compileSeconds, interruptible: true)
            guard result.status == 0 else {
                throw .setupFailed(Words(.setupLinkTSan, source.path, result.output))
            }
        } link: { () throws(PlayError) in
            let result = Subprocess.run(stubbed[0], Array(stubbed.dropFirst()), timeLimit: Self.compileSeconds, interruptible: true)
            guard result.status == 0 else { throw .setupFailed(Words(.setupLinkScheduled, source.path, result.output)) }
        }
    }

    /// Links the scheduled program (`link`) and writes its gate sites, while `sanitized` (a
    /// judged build's ThreadSanitizer program, from the same object) links on a thread of its own;
    /// the programs' digest (``PlayBuilder/digest(_:)``), each taken once it is linked, meanwhile.
    private func finishScheduled(
        _ staging: String, source: PlaySource, sanitized: (@Sendable () throws(PlayError) -> Void)?, link: () throws(PlayError) -> Void
    ) throws(PlayError) -> String {
        let linking = DispatchSemaphore(value: 0)
        let linked = Mutex<Result<String?, PlayError>>(.success(nil))
        if let sanitized {
            let program = staging + "/" + Self.sanitizedProgram
            Thread {
                let result = Result { () throws(PlayError) -> String? in
                    try sanitized()
                    return SHA256.file(program)
                }
                linked.withLock { $0 = result }
                linking.signal()
            }.start()
        } else {
            linking.signal()
        }
        // Waited for however this ends: the object is not removed under a running link.
        defer {
            linking.wait()
            for object in ["program.o", Self.judgeObjectFile] { try? FileManager.default.removeItem(atPath: staging + "/" + object) }
        }
        try link()
        // A judged program's copy without symbols is made, and its judge's gate functions listed,
        // while the sites are read from the whole program: off the verify's path.
        let apart = source.judge != nil ? try setSymbolsApart(staging, source: source) : nil
        let (sites, unseen) = GateSites(toolchain: toolchain).analyse(
            binary: staging + "/" + (apart == nil ? "program" : Self.symbolsFile), source: source)
        try apart?()
        let table = sites.map(\.lineText).joined()
        let digest = SHA256.file(staging + "/program")
        linking.wait()
        linking.signal()  // for the deferred wait
        let sanitizedDigest = try linked.withLock { $0 }.get()
        try write(table, to: staging + "/" + Self.gateSitesFile)
        try write(unseen.map { "\($0.line)\t\($0.through ?? $0.line)\t\($0.call)\n" }.joined(), to: staging + "/" + Self.unseenCallsFile)
        guard let digest, sanitized == nil || sanitizedDigest != nil else {
            throw .setupFailed(Words(.setupReadBuilt, staging))
        }
        return sanitizedDigest.map { digest + "," + $0 } ?? digest
    }

    /// The scheduled program's calls of the C library's copies and fills (`memcpy`, …) go to the
    /// tracer's `__wrap_memcpy`, which tells the gate and the race detector what they read and write
    /// (``GateSites/memoryCalls``): the linker renames them in the program's own object only.
    static let memoryWraps = GateSites.memoryCalls.keys.sorted().map { "--wrap=" + $0 }

    /// The scheduled tracer (preloaded into each scheduled run) and the stub a scheduled build
    /// links against, compiled on first use for this toolchain.
    func scheduledLibraries() throws(PlayError) -> (tracer: String, stub: String) {
        let directory = cache.supportDirectory(toolchain)
        // Always preloaded, never opened later: its thread-locals (read at every instrumented
        // access) can be the initial-exec kind, a load from the thread's block, not a call.
        let flags = ["-DLEARN_GATES", "-fblocks", "-ftls-model=initial-exec"]
        let tag = StableHash.hex(PlaySupportSource.scheduledVersion, flags.joined(separator: " "))
        let tracer = try library(
            directory + "/liblearnplay-sched-\(tag).so", source: PlaySupportSource.tracer + "\n" + PlaySupportSource.gates,
            flags: flags, links: ["-ldispatch", "-lBlocksRuntime", "-lswift_Concurrency", "-lswiftCore", "-ldl"])
        let stub = try library(directory + "/liblearnplay-tsan-stub-\(tag).so", source: PlaySupportSource.tsanStub, flags: [], links: [])
        return (tracer, stub)
    }

    /// The object a judged build's ThreadSanitizer program links in (``PlaySupportSource/tsanJudge``),
    /// compiled on first use for this toolchain.
    func tsanJudgeObject() throws(PlayError) -> String {
        let tag = StableHash.hex(PlaySupportSource.tsanJudge)
        let object = cache.supportDirectory(toolchain) + "/learnplay-tsan-judge-\(tag).o"
        if FileManager.default.fileExists(atPath: object) { return object }
        try makeDirectory((object as NSString).deletingLastPathComponent)
        let unique = "\(getpid()).\(UInt32.random(in: 0...UInt32.max))"
        let source = object + ".\(unique).c", partial = object + ".partial.\(unique)"
        try write(PlaySupportSource.tsanJudge, to: source, replacing: true)
        defer { try? FileManager.default.removeItem(atPath: source) }
        let result = Subprocess.run(toolchain.clang, ["-c", "-fPIC", "-O2", "-o", partial, source])
        guard result.status == 0, rename(partial, object) == 0 else {
            if let full = cache.fullness(result.output) { throw full }
            throw .setupFailed(Words(.setupJudgeObject, toolchain.clang, result.output))
        }
        return object
    }

    /// The Mutex shim preloaded into ThreadSanitizer runs (``PlaySupportSource/tsanMutexShim``),
    /// compiled on first use for this toolchain.
    func tsanMutexShim() throws(PlayError) -> String {
        let tag = StableHash.hex(PlaySupportSource.tsanMutexShim)
        return try library(
            cache.supportDirectory(toolchain) + "/liblearnplay-tsan-mutex-\(tag).so", source: PlaySupportSource.tsanMutexShim, flags: [],
            links: ["-ldl"])
    }

    private func library(_ library: String, source text: String, flags: [String], links: [String]) throws(PlayError) -> String {
        if FileManager.default.fileExists(atPath: library) { return library }
        try makeDirectory((library as NSString).deletingLastPathComponent)
        let unique = "\(getpid()).\(UInt32.random(in: 0...UInt32.max))"
        let source = library + ".\(unique).c"
        try write(text, to: source, replacing: true)
        defer { try? FileManager.default.removeItem(atPath: source) }
        let partial = library + ".partial.\(unique)"
        let libs = toolchain.runtimeLibraries
        let result = Subprocess.run(
            toolchain.clang, ["-shared", "-fPIC", "-O2"] + flags + ["-o", partial, source, "-L", libs] + links + ["-Wl,-rpath," + libs])
        guard result.status == 0, rename(partial, library) == 0 else {
            if let full = cache.fullness(result.output) { throw full }
            throw .setupFailed(Words(.setupScheduler, toolchain.clang, result.output))
        }
        return library
    }
}

extension PlayBuild {
    /// A judged build's ThreadSanitizer program (``PlayBuilder/sanitizedProgram``), as a build of
    /// its own; nil for a build without a judge.
    package var sanitized: PlayBuild? {
        guard mode == .scheduled, source.judge != nil else { return nil }
        let binary = (binary as NSString).deletingLastPathComponent + "/" + PlayBuilder.sanitizedProgram
        return PlayBuild(
            source: source, mode: .threadSanitizer, binary: binary, compiledSource: compiledSource, compiled: compiled,
            compileSeconds: compileSeconds, notice: nil, lock: lock)
    }

    /// A scheduled build's table of memory-access gates (``GateSites``), one `OFFSET<TAB>LINE<TAB>WORDS` a line.
    package var gateSitesPath: String { (binary as NSString).deletingLastPathComponent + "/" + PlayBuilder.gateSitesFile }
}
