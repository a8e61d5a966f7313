import LearnRunner
import LearnTrace

/// Where the runs of a playing go besides the screen: JSON lines as events arrive (`--json`)
/// and the Chrome trace file, one run appended as each ends (`--trace-out`). The player feeds
/// them; they keep no run.
final class RunExports {
    private let json: Bool
    private let traceOut: TraceOutput?
    private var file: ChromeTraceFile?
    private var stream: JSONLines.Stream?
    /// Runs so far in this playing (`run` in JSON lines, the process in the trace file).
    private(set) var runs = 0

    init(json: Bool, traceOut: TraceOutput?) {
        self.json = json
        self.traceOut = traceOut
    }

    /// A run starts.
    func begin() {
        runs += 1
        if json { stream = JSONLines.Stream(run: runs) }
    }

    /// The JSON line for an event of the current run (`--json`), else nil.
    func line(for event: TraceEvent) -> String? {
        guard json else { return nil }
        return stream?.line(for: event)
    }

    /// Appends a finished run to the trace file; a sentence for the learner when it fails.
    func finished(_ result: RunResult) -> String? {
        guard let traceOut else { return nil }
        let replay = result.scheduleToken.map { " --replay \($0)" } ?? ""
        let run = ChromeTrace.Run(name: "run \(runs): \(result.request.demo) --variant \(result.request.variant)\(replay)", trace: result.trace)
        do {
            if file == nil { file = ChromeTraceFile(descriptor: try traceOut.descriptor(), path: traceOut.path) }
            try file?.append(run)
            try traceOut.publish()
            return nil
        } catch {
            file = nil
            return "Cannot write the trace to \(traceOut.path) (\(error)): check the path given to --trace-out."
        }
    }

    /// The lesson is at its end: a pipe or terminal gets the document's close now (a regular
    /// file is complete after every run, and stays open for `again`).
    func finish() {
        if let file, !file.isSeekable { close() }
    }

    /// Closes the trace file (a pipe gets its closing bracket here).
    func close() {
        try? file?.close()
        file = nil
    }
}
