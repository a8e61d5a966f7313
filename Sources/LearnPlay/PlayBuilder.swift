import Foundation

/// How a learner's file is built.
package enum BuildMode: String, Sendable {
    /// `-Onone`, run with the tracing library preloaded.
    case traced
    /// `-sanitize=thread -gline-tables-only`, run as it is (the tracer's own lock would hide races from TSan).
    case threadSanitizer = "tsan"
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
}

/// Compiles learners' files with the toolchain on `PATH`, into ``PlayCache``.
///
/// The learner's text is copied unchanged to the top of a file of the same name, so every
/// line number the compiler or ThreadSanitizer gives is the learner's; the support code
/// (``PlaySupportSource``) follows it under its own `#sourceLocation`.
struct PlayBuilder {
    let toolchain: Toolchain
    let cache: PlayCache

    func build(_ source: PlaySource, mode: BuildMode) throws(PlayError) -> PlayBuild {
        let key = StableHash.hex(source.text, source.absolutePath, mode.rawValue, Self.recipe, toolchain.key, PlaySupportSource.version)
        let directory = cache.buildDirectory(key: key)
        let name = source.fileName.hasSuffix(".swift") ? source.fileName : source.fileName + ".swift"
        let copy = directory + "/" + name
        let binary = directory + "/program"
        let fm = FileManager.default
        if fm.isExecutableFile(atPath: binary), fm.fileExists(atPath: directory + "/" + Self.compiledAsFile) {
            cache.touch(directory)
            return PlayBuild(
                source: source, mode: mode, binary: binary, compiledSource: compiledPath(in: directory, or: copy),
                compiled: false, compileSeconds: 0)
        }
        // Built in a private folder, then moved into place whole: two `learn play`s of one
        // file at once never see each other's half-written copy or binary.
        let staging = cache.buildsDirectory + "/.staging-\(key)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer { try? FileManager.default.removeItem(atPath: staging) }
        try makeDirectory(staging)
        let stagedCopy = staging + "/" + name
        try write(Self.programText(source.text, printShadow: mode == .traced), to: stagedCopy)
        let started = Date()
        var arguments = ["-Onone", "-module-name", "main", "-o", staging + "/program", stagedCopy]
        // Line tables: ThreadSanitizer's frames, and the traced run's waits and queued blocks, name lines.
        arguments.append("-gline-tables-only")
        if mode == .threadSanitizer { arguments.append("-sanitize=thread") }
        if Self.hasMainAttribute(source.text) { arguments.append("-parse-as-library") }
        let result = Subprocess.run(toolchain.swiftc, arguments)
        guard result.status == 0 else {
            var output = result.output
            if output.contains(PlaySupportSource.fileName) {
                // An unclosed brace runs on into the support code: the learner's file alone
                // gives the messages about the learner's own lines.
                try write(source.text, to: stagedCopy)
                output = Subprocess.run(toolchain.swiftc, ["-typecheck", "-module-name", "main", stagedCopy]).output
            }
            let notes = LinuxDifferences.notes(for: output).map { "\n" + $0 }.joined()
            throw .compileFailed(
                source.path,
                diagnostics: output.replacingOccurrences(of: stagedCopy, with: source.path).trimmingCharacters(in: .newlines) + notes)
        }
        // Debug information (ThreadSanitizer's frames) names the file where it was compiled.
        try write(stagedCopy, to: staging + "/" + Self.compiledAsFile)
        if rename(staging, directory) != 0 && !fm.fileExists(atPath: directory + "/" + Self.compiledAsFile) {
            // A folder left by an older or broken build: replace it.
            try? FileManager.default.removeItem(atPath: directory)
            guard rename(staging, directory) == 0 else { throw .setupFailed("cannot keep the build in \(directory)") }
        }
        cache.evict(keeping: directory)
        return PlayBuild(
            source: source, mode: mode, binary: binary, compiledSource: compiledPath(in: directory, or: copy), compiled: true,
            compileSeconds: Date().timeIntervalSince(started))
    }

    /// Changes when the compiler flags do: part of every cache key.
    static let recipe = "onone; line tables; print shadow traced only"

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
        try write(PlaySupportSource.tracer, to: source)
        defer { try? FileManager.default.removeItem(atPath: source) }
        let partial = library + ".partial.\(unique)"
        let libs = toolchain.runtimeLibraries
        let result = Subprocess.run(
            toolchain.clang,
            [
                "-shared", "-fPIC", "-fblocks", "-O2", "-o", partial, source,
                "-L", libs, "-ldispatch", "-lBlocksRuntime", "-ldl", "-Wl,-rpath," + libs,
            ])
        guard result.status == 0, rename(partial, library) == 0 else {
            throw .setupFailed("cannot build learn's tracing library with \(toolchain.clang):\n\(result.output)")
        }
        return library
    }

    /// The learner's text, then the support code; a learner's own `print` or `trace` wins.
    /// A ThreadSanitizer build has no tracer to tell, so it keeps Swift's own `print`.
    static func programText(_ text: String, printShadow: Bool = true) -> String {
        var program = text.hasSuffix("\n") ? text : text + "\n"
        program += PlaySupportSource.hooks
        if printShadow && !declares("func print", in: text) { program += PlaySupportSource.print }
        if !declares("trace", in: text) { program += PlaySupportSource.trace }
        return program
    }

    /// `@main` needs `-parse-as-library` when the file is compiled alone.
    static func hasMainAttribute(_ text: String) -> Bool {
        text.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("@main") }
    }

    /// True when a line of `text` starts by declaring `name` (`func print`, `let trace`, …).
    private static func declares(_ name: String, in text: String) -> Bool {
        let starts =
            name.hasPrefix("func ") ? [name + "("] : ["let \(name) ", "var \(name) ", "let \(name):", "var \(name):", "func \(name)("]
        return text.split(separator: "\n").contains { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return starts.contains { trimmed.hasPrefix($0) }
        }
    }

    private func makeDirectory(_ path: String) throws(PlayError) {
        do { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) } catch {
            throw .setupFailed(
                "cannot make the build folder \(path): \((error as NSError).localizedDescription) (set XDG_CACHE_HOME to a folder you can write to)"
            )
        }
    }

    private func write(_ text: String, to path: String) throws(PlayError) {
        do { try text.write(toFile: path, atomically: true, encoding: .utf8) } catch {
            throw .setupFailed("cannot write \(path): \((error as NSError).localizedDescription)")
        }
    }
}
