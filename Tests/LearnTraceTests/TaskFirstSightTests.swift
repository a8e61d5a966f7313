import LearnTrace
import Testing

/// A task whose creation was not recorded (the task that runs a demo's screen, made before the
/// hooks started) is first seen no later than the first child it creates, and a run whose tasks
/// have no creation sites (a demo's) shows no tree of sites it does not know.
@Suite struct TaskFirstSightTests {
    /// Task 1 creates task 2 at 10 ns; task 1's own first event comes at 50 ns. No create has a site.
    static let trace: Trace = {
        var events: [TraceEvent] = []
        func task(_ label: String, _ id: UInt64, at time: UInt64, tid: Int32, detail: String = "", value: Int64 = 0) {
            events.append(
                TraceEvent(
                    seq: events.count, time: time, tid: tid, isMain: tid == 1, task: detail, kind: .task, label: label, span: id,
                    value: value))
        }
        task("create", 2, at: 10, tid: 1, detail: "unstructured", value: 1)
        task("run", 2, at: 20, tid: 2)
        task("complete", 2, at: 30, tid: 2)
        task("run", 1, at: 50, tid: 1)
        task("complete", 1, at: 60, tid: 1)
        return Trace(events: events)
    }()

    @Test("a creator first seen after its child is first seen when it created the child, running")
    func creatorFirstSeenAtItsChild() throws {
        let records = TaskRecords(Self.trace)
        let parent = try #require(records.task(1))
        let child = try #require(records.task(2))
        #expect(parent.created <= child.created)
        #expect(parent.created == 10)
        #expect(parent.timeInStates(end: records.end)[.running] == 50, "running from 10 (it created task 2) to 60")
        #expect(records.tasks.count == 2, "no task is added: the count of tasks stays the run's")
    }

    @Test("without a single creation site, the tasks view shows no tree of sites")
    func noSitesNoTree() {
        let text = TraceView.tasks.render(Self.trace)
        #expect(!text.contains("(in the runtime)"), "\(text)")
        #expect(text.contains("task 1"), "\(text)")
    }
}
