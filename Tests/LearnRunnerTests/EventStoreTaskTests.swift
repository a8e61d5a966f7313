import LearnTrace
import Testing

@testable import LearnRunner

/// The store's cap applies to Swift task events too: what it does not keep it counts, task
/// events and task creations apart from the rest.
@Suite struct EventStoreTaskTests {
    /// Six events per task, as a task's job makes them: create, run, begin, end, complete, and a mark.
    static func events(tasks: Int) -> [TraceEvent] {
        let shape: [(EventKind, String)] = [
            (.task, "create"), (.task, "run"), (.begin, "task"), (.end, "task"), (.task, "complete"), (.mark, "m"),
        ]
        var events: [TraceEvent] = []
        for t in 0..<tasks {
            for (k, (kind, label)) in shape.enumerated() {
                let seq = shape.count * t + k
                events.append(
                    TraceEvent(seq: seq, time: UInt64(seq), tid: 2, isMain: false, kind: kind, label: label, span: UInt64(t + 1)))
            }
        }
        return events
    }

    @Test func eventsBeyondTheCapAreCountedByKind() {
        var store = EventStore(capacity: 60)
        let all = Self.events(tasks: 1_000)
        for e in all { store.append(e) }
        let kept = store.takeEvents()
        #expect(kept.count == 60)
        #expect(kept.count + store.dropped == all.count)
        let keptTasks = kept.filter { $0.kind == .task }
        #expect(keptTasks.count + store.droppedTasks.events == 3_000)
        #expect(keptTasks.filter { $0.label == "create" }.count + store.droppedTasks.creates == 1_000)
    }

    @Test func underTheCapNothingIsCounted() {
        var store = EventStore(capacity: 600)
        for e in Self.events(tasks: 100) { store.append(e) }
        #expect(store.dropped == 0 && store.droppedTasks == EventStore.DroppedTasks())
    }
}
