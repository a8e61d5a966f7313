import LearnPlay

/// What the ThreadSanitizer judge of the demos (ProofTests) asks of a report: was it a data
/// race, and whose code did it catch — a demo's (the lesson's point) or the harness's (a bug).
extension TSanReport {
    /// A data race in either of TSan's words: `data race` (plain memory) or `Swift access race`
    /// (two conflicting Swift accesses, e.g. an `Array.append` from two threads).
    package var isDataRace: Bool { kind.hasPrefix("data race") || kind == "Swift access race" }

    /// The source folder (`LearnTrace`, `LearnDemos/Core`, …) of the first frame in the
    /// project's own sources, for the first stack (the access TSan caught).
    package var firstProjectFolder: String? {
        for frame in stacks.first?.frames ?? [] {
            guard let range = frame.range(of: "/Sources/") else { continue }
            let parts = frame[range.upperBound...].split(separator: "/")
            guard parts.count >= 2 else { continue }
            return parts[0] == "LearnDemos" ? "LearnDemos/\(parts[1])" : String(parts[0])
        }
        return nil
    }

    /// True when the caught access is in the recorder or the harness rather than in a demo:
    /// then the tool, not the lesson, is wrong.
    package var blamesHarness: Bool {
        guard let folder = firstProjectFolder else { return false }
        return ["LearnTrace", "LearnRunner", "LearnDemoProcess", "LearnSystem", "LearnDemos/Core", "LearnCommands", "CLearnSys"].contains(
            folder)
    }

    /// The headline, then each access's heading and top `depth` frames: enough to find the line.
    package func excerpt(depth: Int = 5) -> String {
        var out = [lines.first ?? ""]
        for stack in stacks.prefix(2) {
            out.append("  " + stack.heading)
            out += stack.frames.prefix(depth).map { "    " + $0 }
        }
        if let summary = lines.last(where: { $0.hasPrefix("SUMMARY:") }) { out.append(summary) }
        return out.joined(separator: "\n")
    }
}
