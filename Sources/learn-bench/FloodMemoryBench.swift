import Foundation
import LearnRunner
import LearnTrace

/// Peak resident memory of the parent and the child for a demo that records
/// 1,000,000 events.
struct FloodMemoryBench: Benchmark {
    let name = "flood-memory"
    var events = 1_000_000
    static let limit = 64 * 1_048_576

    func run() -> [Figure] {
        guard let learn = DemoRunner.siblingExecutable(named: "learn") else {
            return [Figure(name: "learn binary", value: "missing", goal: "built beside learn-bench", met: false)]
        }
        resetPeak()
        let before = peakOfThisProcess()
        var seen = 0
        let start = Date()
        let request = RunRequest(demo: "flood", variant: "values", parameters: ["count": String(events)])
        let result = DemoRunner(executable: learn).run(request) { _ in seen += 1 }
        let seconds = Date().timeIntervalSince(start)
        let parent = peakOfThisProcess()
        let exported = peakAfterExport(result)
        return [
            Figure(name: "run", value: "\(result.status.word), \(seen) events live, \(result.trace.events.count) kept, \(result.trace.droppedEvents) dropped by the cap", goal: "finished, all \(events + 1) seen", met: result.status == .finished && seen == events + 1),
            Figure(name: "wall time", value: String(format: "%.2f s (%.1f M events/s)", seconds, Double(seen) / seconds / 1e6), goal: "-", met: nil),
            Figure(name: "parent RSS before the run", value: Stats.mb(before), goal: "-", met: nil),
            Figure(name: "parent peak RSS", value: Stats.mb(parent), goal: "< 64 MB", met: parent > 0 && parent < Self.limit),
            Figure(name: "parent peak RSS with --trace-out", value: exported.map(Stats.mb) ?? "not written", goal: "< 64 MB", met: exported.map { $0 < Self.limit } ?? false),
            Figure(name: "child peak RSS", value: Stats.mb(result.childPeakMemory), goal: "< 64 MB", met: result.childPeakMemory > 0 && result.childPeakMemory < Self.limit),
        ]
    }

    /// The peak after the run is also written as a Chrome trace, as `--trace-out` writes it
    /// (streamed to the file run by run); nil when the file could not be written.
    private func peakAfterExport(_ result: RunResult) -> Int? {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("learn-bench-flood-\(getpid()).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            let file = try ChromeTraceFile(path: path)
            try file.append(ChromeTrace.Run(name: "run 1: flood --variant values", trace: result.trace))
            try file.close()
        } catch {
            return nil
        }
        return peakOfThisProcess()
    }

    /// Resets this process's peak RSS to its current RSS (Linux: `clear_refs` 5),
    /// so the figure is this run's, not the earlier benchmarks'.
    private func resetPeak() {
        try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
    }

    /// `VmHWM` of this process in bytes.
    private func peakOfThisProcess() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kb = Int(line.split(separator: " ").dropFirst().first ?? "")
        else { return 0 }
        return kb * 1024
    }
}
