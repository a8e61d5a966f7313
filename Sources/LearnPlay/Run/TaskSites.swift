import Foundation
import LearnTrace

/// Names where each task of a traced run was created: the tracer records the program offsets
/// of the calls that led to `swift_task_create` (the program is built with line tables), and
/// the toolchain's `llvm-symbolizer` turns the first with a real line into `main.swift:12`.
enum TaskSites {
    /// The trace with its creation sites named; unchanged when the symbolizer is missing or fails.
    static func name(_ trace: Trace, binary: String, fileName: String, toolchain: Toolchain) -> Trace {
        let sites = trace.unresolvedTaskSites
        let symbolizer = toolchain.binDirectory + "/llvm-symbolizer"
        guard !sites.isEmpty, FileManager.default.isExecutableFile(atPath: symbolizer) else { return trace }
        let offsets = Array(Set(sites.flatMap { $0.split(separator: ",").map(String.init) }))
        let result = Subprocess.run(
            symbolizer, ["--obj=" + binary, "--output-style=GNU", "--functions=none", "--no-inlines"] + offsets)
        guard result.status == 0 else { return trace }
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var lineOf: [String: String] = [:]
        for (offset, line) in zip(offsets, lines) {
            // `/path/main.swift:12` (GNU style); line 0 or `<compiler-generated>` names no line of the file.
            guard let colon = line.lastIndex(of: ":"), let number = Int(line[line.index(after: colon)...]), number > 0,
                !line.contains("<compiler-generated>")
            else { continue }
            lineOf[offset] = fileName + ":" + String(number)
        }
        var names: [String: String] = [:]
        for site in sites {
            // No line of the learner's (the async main task, made by the compiler's entry point): no site.
            names[site] = site.split(separator: ",").lazy.compactMap({ lineOf[String($0)] }).first ?? "0x0"
        }
        var named = trace
        named.nameTaskSites(names)
        return named
    }
}
