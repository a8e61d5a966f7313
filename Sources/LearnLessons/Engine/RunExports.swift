import LearnDemos
import LearnLanguage
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

    /// The last finished run, written to the trace file once its checks are decided.
    private var pending: (result: RunResult, facts: [(String, String)], checks: [String])?

    /// A run starts: the line that says which (`--json`), else nil. The run before it is written
    /// to the trace file with its checks.
    func begin(_ request: RunRequest, lesson: String, part: String?) -> String? {
        writePending()
        runs += 1
        guard json else { return nil }
        stream = JSONLines.Stream(run: runs)
        return JSONText.object([("kind", "\"run\""), ("run", String(runs))] + Self.facts(request, lesson: lesson, part: part))
    }

    /// Lesson, part, what ran (a demo, its variant and parameters, or a program) and seed of a run, as JSON fields.
    static func facts(_ request: RunRequest, lesson: String, part: String?) -> [(String, String)] {
        let target: [(String, String)]
        switch request.target {
        case .demo(let demo):
            let parameters = demo.parameters.sorted { $0.key < $1.key }.map { ($0.key, JSONText.quote($0.value)) }
            target = [
                ("demo", JSONText.quote(demo.id)), ("variant", JSONText.quote(demo.variant)), ("parameters", JSONText.object(parameters)),
            ]
        case .program(let program):
            target = [("program", JSONText.quote(program.fileName))]
        }
        return [("lesson", JSONText.quote(lesson)), ("part", part.map(JSONText.quote) ?? "null")] + target + [
            ("seed", String(request.seed))
        ]
    }

    /// How a run ended, as JSON fields: `outcome` (`finished`, `crashed`, `timed-out`,
    /// `interrupted`, `failed`), and the signal or the watchdog's seconds.
    static func outcome(_ status: RunStatus) -> [(String, String)] {
        var fields = [("outcome", JSONText.quote(status.word))]
        switch status {
        case .crashed(let signal, let name, _): fields += [("signal", JSONText.quote(name)), ("signal_number", String(signal))]
        case .timedOut(let after, _):
            fields.append(("stopped_by", "\"watchdog\""))
            fields.append(("after_s", String(after)))
        case .failed(let message): fields.append(("message", JSONText.quote(message)))
        case .finished, .interrupted: break
        }
        return fields
    }

    /// A check decided after the run: its JSON line (`--json`), else nil; the trace file gets it too.
    func check(_ result: CheckResult) -> String? {
        let fields: [(String, String)] = [
            ("name", JSONText.quote(result.name)), ("promise", result.isPromise ? "true" : "false"),
            ("passed", result.passed ? "true" : "false"), ("condition", JSONText.quote(result.words)),
            ("line", String(result.line)),
        ]
        pending?.checks.append(JSONText.object(fields))
        guard json else { return nil }
        return JSONText.object([("kind", "\"check\""), ("run", String(runs))] + fields)
    }

    /// The last run into the trace file, with the checks decided after it.
    /// Writes the last run to the trace file now: its checks are decided (the player stops).
    func writePending() {
        guard let pending, let traceOut else { return }
        self.pending = nil
        let metadata = pending.facts + Self.outcome(pending.result.status) + [("checks", "[" + pending.checks.joined(separator: ",") + "]")]
        let replay = pending.result.scheduleToken.map { " --replay \($0)" } ?? ""
        let run = ChromeTrace.Run(
            name: "run \(runs): \(Self.name(pending.result.request.target))\(replay)",
            trace: pending.result.trace, metadata: metadata)
        do {
            if file == nil { file = ChromeTraceFile(descriptor: try traceOut.descriptor(), path: traceOut.path) }
            try file?.append(run)
            try traceOut.publish()
        } catch {
            file = nil
            problem = Words(.traceNotWritten, traceOut.path, (error as? TraceOutput.Refusal)?.words ?? "\(error)")
        }
    }

    /// What ran, as a trace file names a run: `counter --variant unsafe`, or the program's file name.
    static func name(_ target: RunTarget) -> String {
        switch target {
        case .demo(let demo): "\(demo.id) --variant \(demo.variant)"
        case .program(let program): program.fileName
        }
    }

    /// A problem writing the trace file, said once.
    private(set) var problem: Words?

    /// The JSON line for an event of the current run (`--json`), else nil.
    func line(for event: TraceEvent) -> String? {
        guard json else { return nil }
        return stream?.line(for: event)
    }

    /// A run ended: its JSON line (`--json`), else nil; the trace file gets it once its checks
    /// are decided.
    func finished(_ result: RunResult, lesson: String, part: String?) -> String? {
        if traceOut != nil { pending = (result, Self.facts(result.request, lesson: lesson, part: part), []) }
        guard json else { return nil }
        return JSONText.object([("kind", "\"run-end\""), ("run", String(runs))] + Self.outcome(result.status))
    }

    /// The problem writing the trace file, once, for the learner.
    func takeProblem() -> Words? {
        defer { problem = nil }
        return problem
    }

    /// The lesson is at its end: a pipe or terminal gets the document's close now (a regular
    /// file is complete after every run, and stays open for `again`).
    func finish() {
        writePending()
        if let file, !file.isSeekable { close() }
    }

    /// Closes the trace file (a pipe gets its closing bracket here).
    func close() {
        writePending()
        try? file?.close()
        file = nil
    }
}
