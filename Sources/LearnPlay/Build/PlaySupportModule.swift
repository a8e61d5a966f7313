import Foundation
import LearnRunner

/// What a traced build needs besides the learner's file, made once per toolchain and support
/// code: the ``CompilePlan``, and the support code (``PlaySupportSource/module``) compiled as a
/// module of its own, `LearnPlaySupport`, that each learner's file imports implicitly.
///
/// So an edit compiles the learner's lines only (the support code cost the compiler as much
/// again as a 40-line file). Its `print` still shadows Swift's: a module's declaration shadows
/// one of the same signature in a module it imports; and a learner's own `print` or `trace`
/// still wins, as a declaration of the file's own module does over an imported one.
/// Its folder (``folder``) is complete once it exists: it is built aside and renamed into place.
/// Its name changes with the toolchain's tools and the recipe, its toolchain folder with the support code.
package struct PlaySupportModule: Sendable, Equatable {
    package var plan: CompilePlan
    /// The folder with `LearnPlaySupport.swiftmodule`, the object and the source.
    package var folder: String
    /// The libraries the support object asks for (its autolink entries).
    package var libraries: [String]

    package static let name = "LearnPlaySupport"
    package var object: String { folder + "/" + Self.objectFile }
    static let objectFile = "learn-play-support.o"
    static let manifestFile = "module.json"

    /// What the folder's `module.json` holds (the folder is where it is found).
    private struct Manifest: Codable {
        var plan: CompilePlan
        var libraries: [String]
    }

    /// Changes when how the module or the plan is made does (part of the folder's name).
    static let recipe = "module v1; onone; line tables; frontend and linker direct"

    /// The module for `toolchain`, made in `support` (the toolchain's support folder) when
    /// missing; nil when it cannot be made here (learn then builds with `swiftc` as it is).
    package static func load(_ toolchain: Toolchain, in support: String) -> PlaySupportModule? {
        let folder = support + "/direct-" + key(toolchain)
        if let made = read(folder) { return made }
        removeAbandoned(in: support)
        let partial = folder + ".partial.\(getpid()).\(UInt32.random(in: 0...UInt32.max))"
        defer { try? FileManager.default.removeItem(atPath: partial) }
        guard (try? FileManager.default.createDirectory(atPath: partial, withIntermediateDirectories: true)) != nil,
            let plan = CompilePlan.make(toolchain), let libraries = compile(toolchain, in: partial),
            let json = try? JSONEncoder().encode(Manifest(plan: plan, libraries: libraries)),
            FileManager.default.createFile(atPath: partial + "/" + manifestFile, contents: json)
        else { return nil }
        if rename(partial, folder) != 0 {
            // Another learn placed the same folder first: theirs is used. One that is not whole
            // (its object removed by hand) is replaced.
            if let theirs = read(folder) { return theirs }
            try? FileManager.default.removeItem(atPath: folder)
            guard rename(partial, folder) == 0 else { return read(folder) }
        }
        return read(folder)
    }

    /// Names the folder: the recipe, and the tools a traced build runs as they are on disk (a
    /// toolchain changed in place, with the same `swiftc`, still makes a new module and plan).
    static func key(_ toolchain: Toolchain) -> String {
        let tools = ["swift-frontend", "ld.lld", "clang"].map { tool -> String in
            var info = stat()
            guard stat(toolchain.binDirectory + "/" + tool, &info) == 0 else { return tool + " missing" }
            return "\(tool) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(info.st_ino)"
        }
        return StableHash.hex(recipe, tools.joined(separator: "; "))
    }

    private static func read(_ folder: String) -> PlaySupportModule? {
        guard let data = FileManager.default.contents(atPath: folder + "/" + manifestFile),
            let manifest = try? JSONDecoder().decode(Manifest.self, from: data)
        else { return nil }
        let module = PlaySupportModule(plan: manifest.plan, folder: folder, libraries: manifest.libraries)
        return FileManager.default.fileExists(atPath: module.object) ? module : nil
    }

    /// Removes the `direct-….partial.PID.…` folders of `learn`s killed while making one.
    private static func removeAbandoned(in support: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: support) else { return }
        for name in names where name.hasPrefix("direct-") && name.contains(".partial.") {
            let parts = name.split(separator: ".")
            guard parts.count == 4, let pid = pid_t(parts[2]), pid > 0, kill(pid, 0) != 0, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(atPath: support + "/" + name)
        }
    }

    /// Compiles the support code into `folder` (the module, its object); the object's libraries.
    private static func compile(_ toolchain: Toolchain, in folder: String) -> [String]? {
        let source = folder + "/" + PlaySupportSource.fileName
        guard FileManager.default.createFile(atPath: source, contents: Data(PlaySupportSource.module.utf8)) else { return nil }
        let result = Subprocess.run(
            toolchain.swiftc,
            [
                "-parse-as-library", "-module-name", name, "-Onone", "-gline-tables-only", "-c", source, "-o", folder + "/" + objectFile,
                "-emit-module", "-emit-module-path", folder + "/" + name + ".swiftmodule",
            ], timeLimit: PlayBuilder.compileSeconds)
        guard result.status == 0 else { return nil }
        return AutolinkEntries.read(folder + "/" + objectFile)
    }

    /// The compiler's messages with the folder left out of the support file's path
    /// (`learn-play-support.swift:12:10: note: …`, as when the support code followed the file;
    /// it was compiled in a folder since renamed).
    static func shorten(_ diagnostics: String) -> String {
        let name = "/" + PlaySupportSource.fileName
        guard diagnostics.contains(name) else { return diagnostics }
        return diagnostics.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard let end = line.range(of: name)?.lowerBound else { return String(line) }
            let start = line[..<end].lastIndex(where: { $0 == " " || $0 == "\t" }).map(line.index(after:)) ?? line.startIndex
            return String(line[..<start]) + String(line[line.index(after: end)...])
        }.joined(separator: "\n")
    }
}
