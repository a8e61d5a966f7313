import LearnLanguage

/// Every Swift task of a run, built from its ``EventKind/task`` events (recorded from the
/// concurrency runtime: see `Sources/LearnPlay/Support/tracer_tasks.c` and FORMAT.md).
package struct TaskRecords: Sendable {
    /// The tasks in order of creation (or of first sight).
    package private(set) var tasks: [TaskRecord] = []
    /// The cancels the run made: when, the task cancelled (or whose groups' children were, for
    /// `cancelAll`), by which task, and the tasks it reached.
    package private(set) var cancels: [Cancel] = []
    /// When the run ended: tasks alive then were alive at the end.
    package let end: UInt64
    private var index: [UInt64: Int] = [:]
    /// Each task's id → the indices of the tasks it created, in order (built once: linear time).
    private var childIndex: [UInt64: [Int]] = [:]

    /// One `cancel()` or `cancelAll()`.
    package struct Cancel: Sendable, Equatable {
        package var time: UInt64
        /// The task cancelled, or the task whose group was (for `cancelAll`).
        package var target: UInt64
        package var by: UInt64
        package var isGroup: Bool
        /// The tasks it reached (the target and its structured descendants alive then).
        package var reached: [UInt64] = []
    }

    package init(_ trace: Trace) {
        end = trace.duration
        var pendingEnqueue: Set<UInt64> = []
        var details: [String: (kind: TaskRecord.Kind, site: String)] = [:]  // many tasks share one
        for e in trace.events where e.kind == .task {
            let id = e.span
            switch e.label {
            case "create":
                let i = record(id, at: e.time)
                tasks[i].created = e.time
                tasks[i].parent = UInt64(bitPattern: e.value)
                let detail = details[e.task] ?? Self.detail(e.task)
                details[e.task] = detail
                tasks[i].kind = detail.kind
                tasks[i].site = detail.site
                if tasks[i].states.isEmpty { tasks[i].states.append((e.time, .enqueued)) }
            case "enqueue":
                let i = record(id, at: e.time)
                if tasks[i].state == .running { pendingEnqueue.insert(id) } else { change(i, .enqueued, e.time) }
            case "run":
                let i = record(id, at: e.time)
                tasks[i].runs.append(.init(thread: trace.threadIndex(of: e), begin: e.time, end: e.time, finished: false))
                change(i, .running, e.time)
                seen(i, e)
            case "suspend", "stop", "complete":
                // The job's return is recorded after it returned: by then the task, resumed, may
                // already run on another thread. The run that ends is this thread's.
                let i = record(id, at: e.time)
                let thread = trace.threadIndex(of: e)
                if let r = tasks[i].runs.lastIndex(where: { !$0.finished && $0.thread == thread }) {
                    tasks[i].runs[r].end = e.time
                    tasks[i].runs[r].finished = true
                }
                seen(i, e)
                if e.label == "complete" {
                    tasks[i].completed = e.time
                    change(i, .completed, e.time)
                } else if !tasks[i].runs.contains(where: { !$0.finished }) {
                    change(i, pendingEnqueue.remove(id) != nil ? .enqueued : .suspended, e.time)
                }
            case "check":
                let i = record(id, at: e.time)
                tasks[i].checks.append((e.time, e.value != 0))
                seen(i, e)
            case "cancel":
                cancels.append(Cancel(time: e.time, target: id, by: UInt64(bitPattern: e.value), isGroup: false))
            case "cancel-all":
                cancels.append(Cancel(time: e.time, target: id, by: id, isGroup: true))
            default:
                break
            }
        }
        firstSeenByChildren()
        inferChildCompletions()
        for i in tasks.indices {  // a completed task's last run ended when it completed, at the latest
            guard let done = tasks[i].completed, let r = tasks[i].runs.indices.last, !tasks[i].runs[r].finished else { continue }
            tasks[i].runs[r].end = max(tasks[i].runs[r].begin, done)
            tasks[i].runs[r].finished = true
        }
        for i in tasks.indices {  // a task runs on one thread at a time: a run ended when its next began, at the latest
            // (a job's return is recorded after it returned, and the process may exit before it is)
            for r in tasks[i].runs.indices.dropLast() where !tasks[i].runs[r].finished {
                tasks[i].runs[r].end = max(tasks[i].runs[r].begin, tasks[i].runs[r + 1].begin)
                tasks[i].runs[r].finished = true
            }
        }
        for i in tasks.indices {  // a run the trace ended inside ran to the end
            for r in tasks[i].runs.indices where !tasks[i].runs[r].finished { tasks[i].runs[r].end = end }
        }
        for (i, t) in tasks.enumerated() where t.parent != t.id { childIndex[t.parent, default: []].append(i) }
        propagateCancels()
    }

    /// A creator whose own creation was not recorded (made before recording began, as the task
    /// that runs a demo's screen) is first seen at its first event of its own, which may come
    /// after it created children: it was running when it created them (a task creates a child
    /// from its own code), so it is first seen then, running (never a parent created after its
    /// child). Its creator in turn, up the tree.
    private mutating func firstSeenByChildren() {
        var changed = true
        while changed {
            changed = false
            for i in tasks.indices where tasks[i].parent != 0 && tasks[i].parent != tasks[i].id {
                guard let p = index[tasks[i].parent], tasks[p].created > tasks[i].created else { continue }
                tasks[p].created = tasks[i].created
                tasks[p].states.insert((tasks[i].created, .running), at: 0)
                changed = true
            }
        }
    }

    /// The kind and creation site a `create` event's detail names (`group 0x2ce9,0x3425,0x0,0x0`).
    private static func detail(_ text: String) -> (kind: TaskRecord.Kind, site: String) {
        let words = text.split(separator: " ", maxSplits: 1).map(String.init)
        return (words.first.flatMap(TaskRecord.Kind.init(rawValue:)) ?? .unknown, words.count > 1 ? site(words[1]) : "")
    }

    /// A structured child completes before its parent does (the runtime waits for it). When
    /// the program exits, the return of the last child's job may not be recorded (the process
    /// ended while that thread was finishing it): its parent's completion says it completed,
    /// by then at the latest. Parents are handled before their children (ids grow with creation).
    private mutating func inferChildCompletions() {
        for i in tasks.indices where tasks[i].completed == nil && tasks[i].kind.isStructured {
            guard let p = index[tasks[i].parent], let parentDone = tasks[p].completed else { continue }
            var done = parentDone
            if let r = tasks[i].runs.indices.last, !tasks[i].runs[r].finished {
                tasks[i].runs[r].end = max(tasks[i].runs[r].begin, parentDone)
                tasks[i].runs[r].finished = true
                done = tasks[i].runs[r].end
            } else if let last = tasks[i].runs.last {
                done = last.end
            }
            tasks[i].completed = done
            change(i, .completed, done)
        }
    }

    /// The task with this id.
    package func task(_ id: UInt64) -> TaskRecord? { index[id].map { tasks[$0] } }

    /// The tasks a task created, in order.
    package func children(of id: UInt64) -> [TaskRecord] { childIndex[id, default: []].map { tasks[$0] } }

    /// The tasks no recorded task created: the roots of the forest.
    package var roots: [TaskRecord] { tasks.filter { $0.parent == 0 || index[$0.parent] == nil } }

    private mutating func record(_ id: UInt64, at time: UInt64) -> Int {
        if let i = index[id] { return i }
        index[id] = tasks.count
        tasks.append(TaskRecord(id: id, created: time))
        return tasks.count - 1
    }

    private mutating func change(_ i: Int, _ state: TaskRecord.State, _ time: UInt64) {
        if tasks[i].state == .completed { return }
        if tasks[i].states.last?.state != state { tasks[i].states.append((time, state)) }
    }

    private mutating func seen(_ i: Int, _ e: TraceEvent) {
        if e.value != 0, e.label != "cancel", tasks[i].cancelSeen == nil { tasks[i].cancelSeen = e.time }
    }

    /// A cancel reaches its task and, at that moment, every structured descendant still alive;
    /// `cancelAll` reaches the group children of its caller. A task whose flag was seen set with
    /// no recorded cancel (cancelled inside the runtime) counts from when it was seen.
    private mutating func propagateCancels() {
        for c in cancels.indices {
            let cancel = cancels[c]
            var reached: [UInt64] = []
            var work: [UInt64] = cancel.isGroup ? children(of: cancel.target).filter { $0.kind == .group }.map(\.id) : [cancel.target]
            while let id = work.popLast() {
                guard let i = index[id], tasks[i].created <= cancel.time, (tasks[i].completed ?? .max) >= cancel.time else { continue }
                reached.append(id)
                if tasks[i].cancelled.map({ $0 > cancel.time }) ?? true { tasks[i].cancelled = cancel.time }
                work += children(of: id).filter(\.kind.isStructured).map(\.id)
            }
            cancels[c].reached = reached.sorted()
        }
        for i in tasks.indices where tasks[i].cancelled == nil { tasks[i].cancelled = tasks[i].cancelSeen }
    }

    /// A creation site as written in the event: `main.swift:8` once symbolised, else the program
    /// offsets of the calls (`0x2ce9,0x3425,0x0,0x0`); empty when none is in the program.
    package static func site(_ text: String) -> String {
        let offsets = text.split(separator: ",").filter { $0 != "0x0" }
        return offsets.isEmpty ? "" : offsets.joined(separator: ",")
    }

    /// One event's text in the log: `create group task 4 by task 2 at main.swift:8`, `run task 4`;
    /// in `say`'s language (`task 2에서 group task 4 생성 (main.swift:8)`).
    package static func describe(_ e: TraceEvent, words say: Catalogue = Catalogue(.en)) -> String {
        let words = e.task.split(separator: " ", maxSplits: 1).map(String.init)
        switch e.label {
        case "create":
            let site = words.count > 1 && !Self.site(words[1]).isEmpty ? say(.taskEventAt, Self.site(words[1])) : ""
            let kind = words.first.map { TaskRecord.Kind(rawValue: $0)?.words(say) ?? $0 } ?? ""
            return (e.value != 0 ? say(.taskEventCreateBy, kind, e.span, e.value) : say(.taskEventCreate, kind, e.span)) + site
        case "cancel": return e.value != 0 ? say(.taskEventCancelBy, e.span, e.value) : say(.taskEventCancel, e.span)
        case "cancel-all": return say(.taskEventCancelAll, e.span)
        case "check": return say(e.value != 0 ? .taskEventCheck : .taskEventCheckNot, e.span)
        case "resume": return e.span != 0 ? say(.taskEventResumeBy, e.span) : say(.taskEventResume)
        default:
            let key: MessageKey? =
                switch e.label {
                case "enqueue": .taskEventEnqueue
                case "run": .taskEventRun
                case "suspend": .taskEventSuspend
                case "stop": .taskEventStop
                case "complete": .taskEventComplete
                default: nil
                }
            let text = key.map { say($0, e.span) } ?? "\(e.label) task \(e.span)"
            return text + (e.value != 0 ? say(.taskEventCancelled) : "")
        }
    }
}
