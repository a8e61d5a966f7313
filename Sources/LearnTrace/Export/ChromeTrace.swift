/// The Chrome Trace Event Format (`--trace-out FILE`), for Perfetto and `chrome://tracing`.
///
/// One process per run (`pid` = run number, named by `process_name` metadata), one
/// thread per recorded thread (`thread_name` = `T1 (tid 4250)`), spans as complete
/// (`X`) events (an unfinished span runs to the end of its run with `unfinished: true`),
/// marks and output lines as instants (`i`), the runtime's stderr lines as process-wide
/// instants (category `runtime`, tid 0), the CPUs the run had as `process_labels`,
/// values as counters (`C`), and a flow arrow
/// (`s` → `f`) from each `enqueue` to the span that carries its flow id. Times in µs.
package enum ChromeTrace {
    /// One run to export, with the name its process gets in the viewer.
    package struct Run: Sendable {
        package var name: String
        package var trace: Trace
        /// What the lesson knows of the run (lesson, demo, parameters, outcome, checks): fields
        /// of a `learn_run` metadata event, each value already JSON.
        package var metadata: [(String, String)]
        package init(name: String, trace: Trace, metadata: [(String, String)] = []) {
            self.name = name
            self.trace = trace
            self.metadata = metadata
        }
    }

    /// The opening of the file, before the first event.
    static let head = "{\"displayTimeUnit\":\"ms\",\"traceEvents\":[\n"
    /// The close of the file, after the last event.
    static let tail = "\n]}\n"

    /// The whole file: `{"traceEvents":[…],"displayTimeUnit":"ms"}`, one event per line.
    package static func document(_ runs: [Run]) -> String {
        var text = ""
        document(runs) { text += $0 }
        return text
    }

    /// The same file handed to `emit` piece by piece, never whole: a run of 100,000 kept events
    /// is a 10 MB text, which as one string (and its bytes) took `--trace-out` past 64 MB.
    package static func document(_ runs: [Run], emit: (String) -> Void) {
        emit(head)
        var first = true
        for (i, run) in runs.enumerated() {
            write(run, pid: i + 1) { event in
                if !first { emit(",\n") }
                first = false
                emit(event)
            }
        }
        emit(tail)
    }

    /// One run as a file.
    package static func document(_ trace: Trace, name: String = "run") -> String {
        document([Run(name: name, trace: trace)])
    }

    /// Hands each event of one run under process `pid` to `emit`, one at a time, so that a run
    /// of a million events is written without the file's text ever being whole in memory.
    static func write(_ run: Run, pid: Int, emit: (String) -> Void) {
        let trace = run.trace
        emit(meta("process_name", pid: pid, tid: 0, name: run.name))
        if !run.metadata.isEmpty {
            emit(
                JSONText.object([
                    ("name", "\"learn_run\""), ("ph", "\"M\""), ("pid", String(pid)), ("tid", "0"),
                    ("args", JSONText.object(run.metadata)),
                ]))
        }
        if trace.cpus > 0 {  // the machine the run had: on one CPU, overlapping spans took turns
            emit(
                JSONText.object([
                    ("name", "\"process_labels\""), ("ph", "\"M\""), ("pid", String(pid)), ("tid", "0"),
                    ("args", JSONText.object([("labels", JSONText.quote(trace.cpus == 1 ? "1 CPU" : "\(trace.cpus) CPUs"))])),
                ]))
        }
        if trace.count(.runtime) > 0 {
            emit(meta("thread_name", pid: pid, tid: 0, name: "runtime (stderr)"))
        }
        for t in trace.threads {
            emit(meta("thread_name", pid: pid, tid: t.tid, name: "\(t.name) (tid \(t.tid))"))
            emit(
                JSONText.object([
                    ("name", "\"thread_sort_index\""), ("ph", "\"M\""), ("pid", String(pid)),
                    ("tid", String(t.tid)), ("args", "{\"sort_index\":\(t.index)}"),
                ]))
        }
        let tids = trace.threads.map(\.tid)
        let enqueued = Set(trace.events.lazy.filter { $0.kind == .enqueue }.map(\.span))
        for s in trace.spans {
            for line in span(s, pid: pid, tid: tids[s.thread], flowStarted: enqueued.contains(s.flow)) { emit(line) }
        }
        for e in trace.events {
            if let line = instant(e, pid: pid, flowBase: UInt64(pid) << 40) { emit(line) }
        }
    }

    private static func meta(_ kind: String, pid: Int, tid: Int32, name: String) -> String {
        JSONText.object([
            ("name", JSONText.quote(kind)), ("ph", "\"M\""), ("pid", String(pid)),
            ("tid", String(tid)), ("args", JSONText.object([("name", JSONText.quote(name))])),
        ])
    }

    /// A span as `X`, and the flow end (`f`) binding to it when its `enqueue` is in the run.
    private static func span(_ s: Trace.Span, pid: Int, tid: Int32, flowStarted: Bool) -> [String] {
        var args: [(String, String)] = [("queue", JSONText.quote(s.queue)), ("span", String(s.id))]
        if !s.task.isEmpty { args.append(("task", JSONText.quote(s.task))) }
        if !s.finished { args.append(("unfinished", "true")) }
        var out = [
            JSONText.object([
                ("name", JSONText.quote(s.label)), ("cat", "\"span\""), ("ph", "\"X\""),
                ("ts", JSONText.micros(s.begin)), ("dur", JSONText.micros(s.end - s.begin)),
                ("pid", String(pid)), ("tid", String(tid)), ("args", JSONText.object(args)),
            ])
        ]
        if s.flow != 0 && flowStarted {
            out.append(
                JSONText.object([
                    ("name", JSONText.quote(s.label)), ("cat", "\"flow\""), ("ph", "\"f\""), ("bp", "\"e\""),
                    ("id", String((UInt64(pid) << 40) | s.flow)), ("ts", JSONText.micros(s.begin)),
                    ("pid", String(pid)), ("tid", String(tid)),
                ]))
        }
        return out
    }

    /// Marks and output as instants, values as counters, enqueues as a flow start (`s`)
    /// inside a zero-length slice so viewers have something to bind the arrow to.
    private static func instant(_ e: TraceEvent, pid: Int, flowBase: UInt64) -> String? {
        let common: [(String, String)] = [("ts", JSONText.micros(e.time)), ("pid", String(pid)), ("tid", String(e.tid))]
        switch e.kind {
        case .mark, .say:
            return JSONText.object(
                [
                    ("name", JSONText.quote(e.label)), ("cat", JSONText.quote(e.kind == .mark ? "mark" : "output")),
                    ("ph", "\"i\""), ("s", "\"t\""),
                ] + common)
        case .value:
            return JSONText.object(
                [
                    ("name", JSONText.quote(e.label)), ("ph", "\"C\""),
                ] + common + [("args", JSONText.object([(e.label, String(e.value))]))])
        case .enqueue:
            let slice = JSONText.object(
                [
                    ("name", JSONText.quote("enqueue " + e.label)), ("cat", "\"enqueue\""), ("ph", "\"X\""),
                    ("dur", "0.000"), ("args", "{\"flow\":\(e.span),\"queue\":\(JSONText.quote(e.queue))}"),
                ] + common)
            let start = JSONText.object(
                [
                    ("name", JSONText.quote(e.label)), ("cat", "\"flow\""), ("ph", "\"s\""),
                    ("id", String(flowBase | e.span)),
                ] + common)
            return slice + ",\n" + start
        case .runtime:  // a process-wide instant: the runtime's line names no thread
            return JSONText.object(
                [
                    ("name", JSONText.quote(e.label)), ("cat", "\"runtime\""), ("ph", "\"i\""), ("s", "\"p\""),
                ] + common)
        case .task:
            return TaskChromeEvents.instant(e, common: common, flowBase: flowBase)
        case .begin, .end:
            return nil
        }
    }
}
