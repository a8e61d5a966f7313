import LearnPlay
import LearnTrace
import Testing

/// When traced runs could not show a race, `learn play` says why and what shows it.
@Suite struct RaceVisibilityTests {
    /// A trace of blocks as (thread, begin ms, end ms); tid 1 is main.
    static func trace(_ blocks: [(tid: Int32, from: UInt64, to: UInt64)]) -> Trace {
        var events: [TraceEvent] = []
        for (i, b) in blocks.enumerated() {
            let id = UInt64(i + 1)
            events.append(
                TraceEvent(seq: 0, time: b.from * 1_000_000, tid: b.tid, isMain: b.tid == 1, kind: .begin, label: "async", span: id))
            events.append(TraceEvent(seq: 0, time: b.to * 1_000_000, tid: b.tid, isMain: b.tid == 1, kind: .end, label: "async", span: id))
        }
        events.sort { $0.time < $1.time }
        for i in events.indices { events[i].seq = i }
        return Trace(events: events)
    }

    @Test func blocksThatRanOneAfterAnotherOnOnePoolThreadCouldNotShowARace() {
        let oneThread = RaceVisibility([Self.trace([(2, 0, 1), (2, 1, 2), (2, 2, 3)])])
        #expect(oneThread.couldNotShowARace)
        #expect(oneThread.note?.contains("peak parallelism 1; 1 thread besides main ran your code") == true)
        #expect(oneThread.note?.contains("`--repeat 20`") == true)
        #expect(oneThread.note?.contains("`--tsan`") == true)
        #expect(oneThread.disagreement?.contains("showed no sign of this race") == true)
        // --tsan is no cure-all: it sees only the accesses its own run makes, on two threads
        #expect(oneThread.note?.contains("even if they never overlap in time") == true)
        #expect(oneThread.note?.contains("whatever the timing") == false)
        let series = RaceVisibility([Self.trace([(2, 0, 1)]), Self.trace([(2, 0, 1), (3, 2, 3)])])
        #expect(series.note?.hasPrefix("None of the 2 runs had two threads") == true)
        #expect(series.note?.contains("2 threads besides main ran your code") == true)
    }

    @Test func overlapOrNoWorkOffMainSaysNothing() {
        #expect(RaceVisibility([Self.trace([(2, 0, 2), (3, 1, 3)])]).note == nil)
        #expect(RaceVisibility([Self.trace([(1, 0, 2), (1, 2, 3)])]).note == nil)
        #expect(RaceVisibility([Self.trace([(2, 0, 2), (3, 1, 3)])]).disagreement == nil)
    }
}
