import Foundation
import LearnRunner
import LearnTrace

/// Names where each task of a traced run was created: the tracer records the program offsets
/// of the calls that led to `swift_task_create` (the program is built with line tables), and
/// the toolchain's `llvm-symbolizer` turns the first with a real line into `main.swift:12`.
/// The lines found are kept beside the build (``cacheName``): a rerun of an unchanged file
/// starts no symbolizer for the offsets it already knows.
enum TaskSites {
    /// The file in the build's directory: one `OFFSET<TAB>LINE` a line (0: no line of the file).
    static let cacheName = "task-sites"

    /// Names the trace's creation sites in place (a copy of a run's events would cost as much
    /// as reading them); leaves it unchanged when the symbolizer is missing or fails.
    /// `symbols`: the file to read them from when it is not `binary` itself (``PlayBuild/symbols``).
    static func name(_ trace: inout Trace, binary: String, symbols: String? = nil, fileName: String, toolchain: Toolchain) {
        let sites = trace.unresolvedTaskSites
        guard !sites.isEmpty else { return }
        let offsets = Array(Set(sites.flatMap { $0.split(separator: ",").map(String.init) }))
        let cache = (binary as NSString).deletingLastPathComponent + "/" + cacheName
        var lineOf = known(cache)
        let missing = offsets.filter { lineOf[$0] == nil }
        if !missing.isEmpty {
            guard let found = symbolize(missing, binary: symbols ?? binary, toolchain: toolchain) else { return }
            lineOf.merge(found) { _, new in new }
            let text = lineOf.sorted { $0.key < $1.key }.map { "\($0.key)\t\($0.value)\n" }.joined()
            try? text.write(toFile: cache, atomically: true, encoding: .utf8)  // a cache: not having it only costs time
        }
        var names: [String: String] = [:]
        for site in sites {
            // No line of the learner's (the async main task, made by the compiler's entry point): no site.
            let line = site.split(separator: ",").lazy.compactMap({ lineOf[String($0)] }).first { $0 > 0 }
            names[site] = line.map { fileName + ":" + String($0) } ?? "0x0"
        }
        trace.nameTaskSites(names)
    }

    /// The lines a earlier run of this build found (offset → line, 0 for none).
    private static func known(_ cache: String) -> [String: Int] {
        guard let text = try? String(contentsOfFile: cache, encoding: .utf8) else { return [:] }
        var lines: [String: Int] = [:]
        for row in text.split(separator: "\n") {
            let fields = row.split(separator: "\t")
            if fields.count == 2, fields[0].hasPrefix("0x"), let line = Int(fields[1]), line >= 0 { lines[String(fields[0])] = line }
        }
        return lines
    }

    /// Each offset's line in the learner's file (0 when it names none); nil when the symbolizer
    /// is missing or fails.
    private static func symbolize(_ offsets: [String], binary: String, toolchain: Toolchain) -> [String: Int]? {
        let symbolizer = toolchain.binDirectory + "/llvm-symbolizer"
        guard FileManager.default.isExecutableFile(atPath: symbolizer) else { return nil }
        let result = Subprocess.run(
            symbolizer, ["--obj=" + binary, "--output-style=GNU", "--functions=none", "--no-inlines"] + offsets)
        guard result.status == 0 else { return nil }
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count >= offsets.count else { return nil }
        var lineOf: [String: Int] = [:]
        for (offset, line) in zip(offsets, lines) {
            // `/path/main.swift:12` (GNU style); line 0 or `<compiler-generated>` names no line of the file.
            var number = 0
            if let colon = line.lastIndex(of: ":"), let n = Int(line[line.index(after: colon)...]), n > 0,
                !line.contains("<compiler-generated>")
            {
                number = n
            }
            lineOf[offset] = number
        }
        return lineOf
    }
}
