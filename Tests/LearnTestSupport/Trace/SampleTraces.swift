import LearnTrace

/// Synthetic traces for golden tests, built from event lists with times in microseconds.
package enum SampleTraces {
    package static let mainQ = "com.apple.main-thread"
    package static let global = "com.apple.root.default-qos"
    package static let custom = "com.example.data_source_update_queue"

    /// Builds events in order, numbering them.
    package struct Builder {
        package var events: [TraceEvent] = []
        package init() {}
        package mutating func add(
            _ kind: EventKind, _ label: String, at us: UInt64, tid: Int32, queue: String,
            span: UInt64 = 0, value: Int64 = 0, task: String = ""
        ) {
            events.append(
                TraceEvent(
                    seq: events.count, time: us * 1_000, tid: tid, isMain: tid == 100, queue: queue,
                    task: task, kind: kind, label: label, span: span, value: value))
        }
        /// A whole span from `from` to `to` µs.
        package mutating func span(_ label: String, _ from: UInt64, _ to: UInt64, tid: Int32, queue: String, id: UInt64, flow: Int64 = 0) {
            add(.begin, label, at: from, tid: tid, queue: queue, span: id, value: flow)
            add(.end, label, at: to, tid: tid, queue: queue, span: id)
        }
    }

    /// Reads on two workers overlap; a write enqueued from main runs alone; a value and output.
    package static var readsAndWrite: Trace {
        var b = Builder()
        b.add(.mark, "start", at: 0, tid: 100, queue: mainQ)
        b.span("read", 1_000, 21_000, tid: 101, queue: global, id: 1)
        b.span("read", 5_000, 25_000, tid: 102, queue: global, id: 2)
        b.span("read", 22_000, 40_000, tid: 101, queue: global, id: 3)
        b.add(.enqueue, "write", at: 30_000, tid: 100, queue: mainQ, span: 4)
        b.span("write", 42_000, 60_000, tid: 103, queue: custom, id: 5, flow: 4)
        b.add(.value, "count", at: 61_000, tid: 103, queue: custom, value: 3)
        b.add(.say, "3 items written", at: 62_000, tid: 100, queue: mainQ)
        b.add(.mark, "1.작업 종료", at: 63_000, tid: 100, queue: mainQ)
        return Trace(events: b.events.shuffled())
    }

    /// A run that stopped while `wait` was open on T2 (a crash or a hang).
    package static var unfinished: Trace {
        var b = Builder()
        b.span("lock", 0, 10_000, tid: 201, queue: global, id: 1)
        b.add(.begin, "wait", at: 2_000, tid: 202, queue: global, span: 2)
        b.add(.mark, "stuck", at: 30_000, tid: 201, queue: global)
        return Trace(events: b.events)
    }

    /// Many short spans on one thread: 300 `tick`s of 10 µs every 100 µs, and one long `io` beside.
    package static var crowded: Trace {
        var b = Builder()
        for i in 0..<300 {
            b.span("tick", UInt64(i) * 100, UInt64(i) * 100 + 10, tid: 301, queue: custom, id: UInt64(i + 1))
        }
        b.span("io", 5_000, 25_000, tid: 302, queue: global, id: 1_000)
        return Trace(events: b.events)
    }

    /// Swift tasks that create, cancel and check: task 1 (`Task {}`) makes five group children
    /// and a detached task 7 with a child 8; it cancels task 7 (whose child runs on without
    /// checking), then `cancelAll()`s its group (one child checks); task 9, made in the runtime,
    /// never ran. 12 task events (3 of them creations) went past the cap.
    package static var tasks: Trace {
        var b = Builder()
        func task(_ label: String, _ id: UInt64, at us: UInt64, tid: Int32 = 401, value: Int64 = 0, detail: String = "") {
            b.add(.task, label, at: us, tid: tid, queue: global, span: id, value: value, task: detail)
        }
        task("create", 9, at: 50, detail: "unknown")
        task("create", 1, at: 100, detail: "unstructured main.swift:4")
        task("run", 1, at: 200)
        for id in UInt64(2)...6 { task("create", id, at: 100 + id * 100, value: 1, detail: "group main.swift:8") }
        task("create", 7, at: 800, value: 1, detail: "detached main.swift:12")
        task("create", 8, at: 900, value: 7, detail: "child main.swift:15")
        task("suspend", 1, at: 1_000)
        task("run", 7, at: 1_100)
        task("cancel", 7, at: 1_200, tid: 402, value: 1)
        task("run", 8, at: 1_300, tid: 402)
        task("complete", 8, at: 1_350, tid: 402)
        task("suspend", 7, at: 1_400)
        task("cancel-all", 1, at: 1_500, tid: 402)
        for id in UInt64(2)...6 {
            task("run", id, at: 2_000 + id * 100, tid: 402, value: 1)
            if id == 2 { task("check", id, at: 2_220, tid: 402, value: 1) }
            task("complete", id, at: 2_050 + id * 100, tid: 402)
        }
        task("run", 1, at: 2_800)
        task("run", 7, at: 2_900, tid: 402)
        task("complete", 7, at: 3_000, tid: 402)
        task("complete", 1, at: 3_100)
        b.add(.mark, "done", at: 3_200, tid: 401, queue: global)
        var trace = Trace(events: b.events)
        trace.droppedTaskEvents = 12
        trace.droppedTaskCreates = 3
        return trace
    }
}
