import Foundation
import LearnLanguage
import Synchronization

/// The scheduled flavour of a build (`learn play --schedule`, `learn explore FILE`): the learner's
/// file compiled with `-sanitize=thread` instrumentation into an object, linked against a stub of
/// ThreadSanitizer's entry points instead of its runtime, and its table of gate sites
/// (``GateSites``) written beside the program. Plain `learn play` builds have none of it.
extension PlayBuilder {
    /// The file beside a scheduled build's program that lists its memory-access gates.
    static let gateSitesFile = "gates.tsv"

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

    /// The judge's staged `main.swift`: its lines named as its own file, then the prelude.
    /// The prelude's gate gets a name of its own in each build (``JudgeChannel``).
    static func judgeText(_ judge: String, name: String) -> String {
        "#sourceLocation(file: \"\(name)\", line: 1)\n" + (judge.hasSuffix("\n") ? judge : judge + "\n")
            + PlaySupportSource.judgePrelude.replacingOccurrences(of: "JudgeGate_LEARNTOKEN", with: "JudgeGate_" + JudgeChannel.newToken())
    }

    /// Links the object against the stub and writes the gate-site table.
    func linkScheduled(_ staging: String, source: PlaySource) throws(PlayError) {
        let (_, stub) = try scheduledLibraries()
        let directory = (stub as NSString).deletingLastPathComponent
        let name = ((stub as NSString).lastPathComponent as NSString).deletingPathExtension.dropFirst(3)
        let result = Subprocess.run(
            toolchain.swiftc,
            [
                staging + "/program.o", "-o", staging + "/program", "-L", directory, "-l" + name, "-Xlinker", "-rpath", "-Xlinker",
                directory,
            ],
            timeLimit: Self.compileSeconds, interruptible: true)
        guard result.status == 0 else { throw .setupFailed(Words(.setupLinkScheduled, source.path, result.output)) }
        // A judged build's ThreadSanitizer program links meanwhile, from the same object.
        let linking = DispatchSemaphore(value: 0)
        let linked = Mutex<PlayError?>(nil)
        if source.judge != nil {
            let builder = self
            Thread {
                do throws(PlayError) { try builder.linkSanitized(staging, source: source) } catch { linked.withLock { $0 = error } }
                linking.signal()
            }.start()
        } else {
            linking.signal()
        }
        let sites = GateSites(toolchain: toolchain).sites(binary: staging + "/program", source: source)
        let table = sites.map(\.lineText).joined()
        linking.wait()
        try? FileManager.default.removeItem(atPath: staging + "/program.o")
        if let error = linked.withLock({ $0 }) { throw error }
        try write(table, to: staging + "/" + Self.gateSitesFile)
    }

    private func linkSanitized(_ staging: String, source: PlaySource) throws(PlayError) {
        let judge = try tsanJudgeObject()
        try makeDirectory(staging + "/" + (Self.sanitizedProgram as NSString).deletingLastPathComponent)
        let sanitized = Subprocess.run(
            toolchain.swiftc,
            [
                staging + "/program.o", judge, "-sanitize=thread", "-Xlinker", "--export-dynamic-symbol=learn_judge_finish", "-o",
                staging + "/" + Self.sanitizedProgram,
            ],
            timeLimit: Self.compileSeconds, interruptible: true)
        guard sanitized.status == 0 else {
            throw .setupFailed(Words(.setupLinkTSan, source.path, sanitized.output))
        }
    }

    /// The scheduled tracer (preloaded into each scheduled run) and the stub a scheduled build
    /// links against, compiled on first use for this toolchain.
    func scheduledLibraries() throws(PlayError) -> (tracer: String, stub: String) {
        let directory = cache.supportDirectory(toolchain)
        let tag = StableHash.hex(PlaySupportSource.scheduledVersion)
        let tracer = try library(
            directory + "/liblearnplay-sched-\(tag).so", source: PlaySupportSource.tracer + "\n" + PlaySupportSource.gates,
            flags: ["-DLEARN_GATES", "-fblocks"], links: ["-ldispatch", "-lBlocksRuntime", "-lswift_Concurrency", "-lswiftCore", "-ldl"])
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
