import Foundation
import LearnRunner
import LearnTrace

/// `--json` event lines and the `--trace-out` Chrome trace of a lesson's runs.
///
/// TO BE REPLACED by the views' exporters once they are on main: `JSONLines.Stream(run:)`
/// (same keys, same order as ``JSONStream``) and `ChromeTrace.document(_:)`. This small
/// encoder exists so the lesson engine works before they land.
enum RunExport {
    /// Numbers threads `main`, `T1`, `T2`… in order of first appearance, as the views do.
    struct JSONStream {
        let run: Int
        var names: [Int32: String] = [:]
        var others = 0

        init(run: Int) { self.run = run }

        /// One event as a JSON object on one line: `seq, time_ns, thread, tid, main, queue, task, kind, label, span, value, run`.
        mutating func line(for e: TraceEvent) -> String {
            let thread: String
            if let known = names[e.tid] { thread = known } else {
                if e.isMain { thread = "main" } else { others += 1; thread = "T\(others)" }
                names[e.tid] = thread
            }
            return "{\"seq\":\(e.seq),\"time_ns\":\(e.time),\"thread\":\(quote(thread)),\"tid\":\(e.tid),\"main\":\(e.isMain),"
                + "\"queue\":\(quote(e.queue)),\"task\":\(quote(e.task)),\"kind\":\(quote(e.kind.rawValue)),"
                + "\"label\":\(quote(e.label)),\"span\":\(e.span),\"value\":\(e.value),\"run\":\(run)}"
        }
    }

    /// Writes every run as one Chrome trace (`chrome://tracing`, Perfetto): one process per run.
    static func writeChromeTrace(_ runs: [RunResult], to path: String) -> String? {
        var events: [String] = []
        for (index, run) in runs.enumerated() {
            let pid = index + 1
            events.append("{\"ph\":\"M\",\"name\":\"process_name\",\"pid\":\(pid),\"args\":{\"name\":\(quote("run \(pid): \(run.request.demo) \(run.request.variant)"))}}")
            for t in run.trace.threads {
                events.append("{\"ph\":\"M\",\"name\":\"thread_name\",\"pid\":\(pid),\"tid\":\(t.tid),\"args\":{\"name\":\(quote(t.name))}}")
            }
            for e in run.trace.events { events.append(chromeEvent(e, pid: pid)) }
        }
        let text = "{\"traceEvents\":[\n" + events.joined(separator: ",\n") + "\n]}\n"
        do {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            return nil
        } catch {
            return "Cannot write the trace to \(path): \(error.localizedDescription). Check the path given to --trace-out."
        }
    }

    private static func chromeEvent(_ e: TraceEvent, pid: Int) -> String {
        let ts = String(format: "%.3f", Double(e.time) / 1000)
        let common = "\"pid\":\(pid),\"tid\":\(e.tid),\"ts\":\(ts),\"name\":\(quote(e.label))"
        switch e.kind {
        case .begin: return "{\"ph\":\"B\",\(common),\"args\":{\"queue\":\(quote(e.queue))}}"
        case .end: return "{\"ph\":\"E\",\(common)}"
        case .value: return "{\"ph\":\"C\",\(common),\"args\":{\"value\":\(e.value)}}"
        case .mark, .say, .enqueue: return "{\"ph\":\"i\",\"s\":\"t\",\(common),\"args\":{\"kind\":\(quote(e.kind.rawValue))}}"
        }
    }

    /// A JSON string literal.
    static func quote(_ s: String) -> String {
        var out = "\""
        for c in s.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if c.value < 0x20 { out += String(format: "\\u%04x", c.value) } else { out.unicodeScalars.append(c) }
            }
        }
        return out + "\""
    }
}
