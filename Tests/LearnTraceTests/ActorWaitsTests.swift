import LearnTestSupport
import Testing

@testable import LearnTrace

/// Which task held an actor and which waited, and the task lanes that draw it, on a synthetic
/// run: task 2 holds the actor (`write`) from 1 to 20 ms while tasks 3 and 4 call at 2 and 3 ms,
/// then each writes in turn; task 5 calls after every write and waits for nobody.
@Suite struct ActorWaitsTests {
    static let golden = Golden(besides: #filePath, suffix: ".txt", appendsNewline: true)

    static var trace: Trace {
        var events: [TraceEvent] = []
        func add(_ kind: EventKind, _ label: String, tid: Int32, task: String, ms: Double, span: UInt64 = 0, value: Int64 = 0) {
            events.append(
                TraceEvent(
                    seq: events.count, time: UInt64(ms * 1e6), tid: tid, isMain: false, task: task, kind: kind, label: label,
                    span: span, value: value))
        }
        for id in 2...5 { add(.task, "create", tid: 1, task: "group", ms: 0.1 * Double(id), span: UInt64(id), value: 1) }
        add(.task, "run", tid: 1, task: "", ms: 0.9, span: 2)
        add(.mark, "call", tid: 1, task: "task 2", ms: 0.95)
        add(.begin, "write", tid: 1, task: "task 2", ms: 1, span: 100)
        for (id, ms) in [(3, 2.0), (4, 3.0)] {
            add(.task, "run", tid: 2, task: "", ms: ms - 0.1, span: UInt64(id))
            add(.mark, "call", tid: 2, task: "task \(id)", ms: ms)
            add(.task, "suspend", tid: 2, task: "", ms: ms + 0.1, span: UInt64(id))
        }
        add(.end, "write", tid: 1, task: "task 2", ms: 20, span: 100)
        add(.begin, "write", tid: 1, task: "task 3", ms: 20.5, span: 101)
        add(.end, "write", tid: 1, task: "task 3", ms: 21, span: 101)
        add(.begin, "write", tid: 1, task: "task 4", ms: 21.5, span: 102)
        add(.end, "write", tid: 1, task: "task 4", ms: 22, span: 102)
        add(.task, "run", tid: 2, task: "", ms: 23, span: 5)
        add(.mark, "call", tid: 2, task: "task 5", ms: 23.5)
        add(.begin, "write", tid: 2, task: "task 5", ms: 24, span: 103)
        add(.end, "write", tid: 2, task: "task 5", ms: 24.5, span: 103)
        for id in 2...5 { add(.task, "complete", tid: 2, task: "", ms: 25, span: UInt64(id)) }
        return Trace(events: events)
    }

    @Test func theHolderAndTheWaitersComeFromTheMarksAndSpans() {
        let waits = ActorWaits(Self.trace, call: "call", hold: "write")
        #expect(waits.holds.map(\.task) == ["task 2", "task 3", "task 4", "task 5"])
        #expect(waits.waiters == ["task 3", "task 4"])
        #expect(waits.holders == ["task 2"])
        #expect(waits.waits.map(\.heldBy) == [["task 2"], ["task 2"]])
        #expect(ActorWaits.list(waits.waiters) == "task 3 and task 4")
        #expect(ActorWaits.list([]) == "no task")
    }

    @Test func theTaskLanesFitEachWidthAndKeepTheirLegend() {
        for width in [60, 80, 100] {
            for unicode in [true, false] {
                let text = TraceView.taskLanes.render(Self.trace, options: RenderOptions(width: width, unicode: unicode))
                let name = "task-lanes-\(unicode ? "unicode" : "ascii")-\(width)"
                Self.golden.check(text, name)
                for line in text.split(separator: "\n") { #expect(TextCell.width(String(line)) <= width, "\(name): \(line)") }
            }
        }
    }

    @Test func noTaskSaysSo() {
        #expect(TraceView.taskLanes.render(Trace(events: [])).hasPrefix("  No Swift task was recorded"))
    }
}
