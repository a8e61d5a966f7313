import Foundation
import LearnDemoProcess
import LearnRunner
import LearnTrace

/// Peak resident memory of the two processes of a demo run that records 1,000,000 events:
/// this benchmark's own process, which runs the same ``DemoRunner`` the shell runs (reading
/// the stream, keeping the bounded trace, no drawing), and the demo's child process.
struct FloodMemoryBench: Benchmark {
    let name = "flood-memory"
    var events = 1_000_000
    static let limit = 64 * 1_048_576
    static let goal = "< 64 MB"
    static let parentName = "runner's process (learn-bench running DemoRunner) peak RSS"
    static let childName = "demo process peak RSS"

    func run() -> [Figure] {
        guard let learn = DemoRunner.siblingExecutable(named: "learn") else {
            let why = "no `learn` beside learn-bench (`swift build -c release`)"
            return [.notMeasured(Self.parentName, goal: Self.goal, why: why), .notMeasured(Self.childName, goal: Self.goal, why: why)]
        }
        PeakMemory.reset()
        let before = PeakMemory.ofThisProcess()
        var seen = 0
        let start = Date()
        let request = RunRequest(demo: "flood", variant: "values", parameters: ["count": String(events)])
        let result = DemoRunner(executable: learn).run(request) { _ in seen += 1 }
        let seconds = Date().timeIntervalSince(start)
        let parent = PeakMemory.ofThisProcess()
        guard result.status == .finished else {
            let why = "`flood --variant values` did not finish: \(result.status.whyNotFinished)"
            return [.notMeasured(Self.parentName, goal: Self.goal, why: why), .notMeasured(Self.childName, goal: Self.goal, why: why)]
        }
        let exported = peakAfterExport(result)
        return [
            Figure(
                name: "run",
                value:
                    "\(result.status.word), \(seen) events live, \(result.trace.events.count) kept, \(result.trace.droppedEvents) dropped by the cap",
                goal: "finished, all \(events + 1) seen", met: seen == events + 1),
            Figure(
                name: "wall time", value: String(format: "%.2f s (%.1f M events/s)", seconds, Double(seen) / seconds / 1e6), goal: "-",
                met: nil),
            Figure(name: "runner's process RSS before the run", value: Stats.mb(before), goal: "-", met: nil),
            parent > 0
                ? Figure(name: Self.parentName, value: Stats.mb(parent), goal: Self.goal, met: parent < Self.limit)
                : .notMeasured(Self.parentName, goal: Self.goal, why: "no VmHWM in /proc/self/status"),
            result.childPeakMemory > 0
                ? Figure(
                    name: Self.childName, value: Stats.mb(result.childPeakMemory), goal: Self.goal, met: result.childPeakMemory < Self.limit
                )
                : .notMeasured(Self.childName, goal: Self.goal, why: "the runner got no peak RSS for the child (wait4)"),
            exported.map {
                Figure(name: "runner's process peak RSS with --trace-out", value: Stats.mb($0), goal: Self.goal, met: $0 < Self.limit)
            }
                ?? .notMeasured("runner's process peak RSS with --trace-out", goal: Self.goal, why: "the trace file could not be written"),
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
        return PeakMemory.ofThisProcess()
    }
}
