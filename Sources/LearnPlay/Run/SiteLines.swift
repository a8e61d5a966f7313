import Foundation
import LearnRunner

/// Lines of the learner's file for the places the tracer recorded (a wait's or a queued
/// block's caller, as an offset into the program), read from the build's line tables with
/// the toolchain's `llvm-symbolizer` — once per run that needs them, never on the way.
struct SiteLines {
    let symbolizer: String
    let binary: String

    init(toolchain: Toolchain, binary: String) {
        let beside = toolchain.binDirectory + "/llvm-symbolizer"
        self.symbolizer = FileManager.default.isExecutableFile(atPath: beside) ? beside : "/usr/bin/llvm-symbolizer"
        self.binary = binary
    }

    /// The learner's line of each site that has one (not learn's support code, not line 0).
    func lines(_ sites: Set<UInt64>) -> [UInt64: Int] {
        let asked = sites.filter { $0 != 0 }.sorted()
        guard !asked.isEmpty, FileManager.default.isExecutableFile(atPath: symbolizer) else { return [:] }
        let result = Subprocess.run(symbolizer, ["--obj=" + binary] + asked.map { "0x" + String($0, radix: 16) })
        guard result.status == 0 else { return [:] }
        // One block per address: the function, then `file:line:col` (an inlined chain adds pairs).
        let blocks = result.output.components(separatedBy: "\n\n").filter { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
        var lines: [UInt64: Int] = [:]
        for (site, block) in zip(asked, blocks) {
            let places = block.split(separator: "\n").dropFirst()
            guard let place = places.first, !place.contains(PlaySupportSource.fileName) else { continue }
            let parts = place.split(separator: ":")
            if parts.count >= 3, let line = Int(parts[parts.count - 2]), line > 0 { lines[site] = line }
        }
        return lines
    }
}
