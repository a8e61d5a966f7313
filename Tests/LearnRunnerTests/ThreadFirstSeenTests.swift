import LearnRunner
import LearnTrace
import Testing

/// The step menu names threads as the finished trace will, from the events read so far.
@Suite struct ThreadFirstSeenTests {
    @Test func namesAsTheTraceDoes() {
        let events = [
            TraceEvent(seq: 3, time: 30, tid: 7, isMain: false, kind: .mark, label: "b"),
            TraceEvent(seq: 1, time: 10, tid: 5, isMain: true, kind: .mark, label: "a"),
            TraceEvent(seq: 2, time: 20, tid: 9, isMain: false, kind: .mark, label: "c"),  // arrives last, ran first
            TraceEvent(seq: -1, time: 1, tid: 0, isMain: false, kind: .runtime, label: "runtime line"),
        ]
        var seen = ThreadFirstSeen()
        for e in events { seen.see(e) }
        let trace = Trace(events: events)
        for tid: Int32 in [5, 7, 9] { #expect(seen.name(of: tid) == trace.threadName(tid: tid)) }
        #expect(seen.name(of: 9) == "T1")
        #expect(seen.name(of: 42) == nil)
    }
}
