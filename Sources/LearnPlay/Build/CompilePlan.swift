import Foundation
import LearnRunner

/// What `swiftc -Onone -gline-tables-only FILE -o PROGRAM` runs, learned once per toolchain so
/// that each edit runs the two tools that do the work, and nothing else: the compiler's
/// frontend (`swift-frontend -frontend -c …`, as the driver would call it) and the linker
/// itself (`ld.lld` when the toolchain ships it, as `clang -fuse-ld=lld` would call it).
///
/// The driver (`swift-driver`, ~30 ms of CPU before any compiling), `swift-autolink-extract`
/// (its libraries are read from the object by ``AutolinkEntries``) and the `clang` in front
/// of the linker are left out; the system's `ld.gold`, which `swiftc` uses, is several times
/// slower than `ld.lld`. The plan comes from the tools themselves (`swiftc -###`, `clang -###`),
/// so it follows the toolchain's own flags, paths and start files.
package struct CompilePlan: Codable, Sendable, Equatable {
    /// `swift-frontend -frontend -c …`, with ``input`` and ``object`` where the file and its object go.
    package var frontend: [String]
    /// The linker's command, with ``object`` where the objects go and ``libraries`` where the
    /// autolinked libraries go, ``program`` the output.
    package var link: [String]

    static let input = "__learn_play_input__.swift"
    static let object = "__learn_play_object__.o"
    static let program = "__learn_play_program__"
    static let libraries = "-l__learn_play_libraries__"

    /// The frontend's arguments for `file` into `object`; `importing` a module (its folder and
    /// name) makes it visible to the file as if it had imported it.
    package func compile(
        _ file: String, into object: String, parseAsLibrary: Bool, importing module: (folder: String, name: String)?
    )
        -> [String]
    {
        var arguments = frontend.map { $0 == Self.input ? file : $0 == Self.object ? object : $0 }
        if parseAsLibrary { arguments.append("-parse-as-library") }
        if let module { arguments += ["-I", module.folder, "-import-module", module.name] }
        return arguments
    }

    /// The linker's arguments for `objects` (the file's first) and the libraries they ask for.
    package func link(_ objects: [String], libraries: [String], into program: String) -> [String] {
        link.flatMap { argument -> [String] in
            switch argument {
            case Self.object: objects
            case Self.libraries: libraries
            case Self.program: [program]
            default: [argument]
            }
        }
    }

    /// Asks the toolchain's driver, then its `clang`, what they would run; nil when their
    /// answer is not what this reading expects (learn then calls `swiftc` as it is).
    static func make(_ toolchain: Toolchain) -> CompilePlan? {
        guard let jobs = driverJobs(toolchain, ["-Onone", "-gline-tables-only", "-module-name", "main", input, "-o", program]),
            let compile = jobs.first(where: { $0.count > 2 && $0[1] == "-frontend" && $0[2] == "-c" }),
            let out = compile.firstIndex(of: "-o"), out + 1 < compile.count
        else { return nil }
        let temporaryObject = compile[out + 1]
        defer { Self.removeDriverFolder(of: temporaryObject) }
        var frontend = compile
        frontend[out + 1] = object
        frontend = withoutCompilationFolder(frontend)
        guard frontend.contains(input), let link = linker(toolchain, jobs: jobs, object: temporaryObject) else { return nil }
        return CompilePlan(frontend: frontend, link: link)
    }

    /// The jobs `swiftc -### ARGUMENTS` names, each split into its words; nil when it fails.
    static func driverJobs(_ toolchain: Toolchain, _ arguments: [String]) -> [[String]]? {
        let driver = Subprocess.run(toolchain.swiftc, ["-###"] + arguments, timeLimit: 30)
        guard driver.status == 0 else { return nil }
        return driver.output.split(separator: "\n").map { ShellWords.split(String($0)) }
    }

    /// A frontend job without its `-file-compilation-dir`: the frontend's own folder, as the driver's would be.
    static func withoutCompilationFolder(_ job: [String]) -> [String] {
        var job = job
        if let dir = job.firstIndex(of: "-file-compilation-dir"), dir + 1 < job.count { job.removeSubrange(dir...(dir + 1)) }
        return job
    }

    /// The linker's own command for the driver's last job (`clang`, linking `object`), through
    /// clang's `-###`: the linker and every start file, ``object``, ``libraries`` (the
    /// autolinked ones) and ``program`` in it; `ld.lld` when the toolchain has it.
    static func linker(_ toolchain: Toolchain, jobs: [[String]], object linked: String) -> [String]? {
        guard let clang = jobs.last, clang.first.map({ ($0 as NSString).lastPathComponent.hasPrefix("clang") }) == true else {
            return nil
        }
        // (`-Xlinker`: clang would look for an object by that name, which does not exist.)
        var linkJob = clang.flatMap { argument -> [String] in
            argument == linked ? ["-Xlinker", object] : [argument.hasPrefix("@") && argument.hasSuffix(".autolink") ? libraries : argument]
        }
        guard linkJob.contains(object), linkJob.contains(libraries) else { return nil }
        if FileManager.default.isExecutableFile(atPath: toolchain.binDirectory + "/ld.lld") { linkJob.insert("-fuse-ld=lld", at: 1) }
        let linker = Subprocess.run(linkJob[0], Array(linkJob.dropFirst()) + ["-###"], timeLimit: 30)
        guard linker.status == 0,
            let line = linker.output.split(separator: "\n").last(where: { $0.hasPrefix(" \"") }),
            case let link = ShellWords.split(String(line)), link.contains(object), link.contains(libraries), link.contains(program)
        else { return nil }
        return link
    }

    /// `swiftc -###` makes (and leaves) an empty temporary folder for the objects it would write.
    private static func removeDriverFolder(of object: String) {
        let folder = (object as NSString).deletingLastPathComponent
        guard (folder as NSString).lastPathComponent.hasPrefix("TemporaryDirectory.") else { return }
        rmdir(folder)  // only when empty
    }
}
