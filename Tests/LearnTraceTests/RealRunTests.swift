import Dispatch
import LearnTestSupport
import Testing

@testable import LearnTrace

/// The views on events recorded by the real ``Tracer`` on real threads: invariants only.
@Suite struct RealRunTests {
    private func record() -> Trace {
        let sink = MemorySink()
        let tracer = Tracer(sink: sink)
        tracer.mark("start")
        let flow = tracer.enqueue("work")
        DispatchQueue.concurrentPerform(iterations: 8) { i in
            tracer.span("work", flow: i == 0 ? flow : 0) { tracer.value("i", i) }
        }
        tracer.say("done")
        tracer.flush()
        return Trace(events: sink.events)
    }

    @Test func everyViewNamesEveryThread() throws {
        let trace = record()
        #expect(trace.spans(labeled: "work").count == 8)
        let lanes = TraceViews.lanes(trace)
        let log = TraceViews.log(trace)
        let summary = TraceViews.summary(trace)
        for t in trace.threads {
            #expect(lanes.contains(t.name + " "))
            #expect(log.contains("  " + t.name + " "))
            #expect(summary.contains("tid \(t.tid)"))
        }
        // one line per event that starts with its time; a long text wraps under it and a long
        // queue label gets a key spelled out on a line of its own, neither with a time
        let timed = log.split(separator: "\n").filter { $0.drop { $0 == " " }.first?.isNumber == true }
        #expect(timed.count == trace.events.count)
        for line in lanes.split(separator: "\n") { #expect(TextCell.width(String(line)) <= 80) }
        #expect(summary.contains("`work`"))
    }

    @Test func linesNeverExceedTheWidth() {
        let trace = record()
        for width in [40, 80, 120] {
            for unicode in [true, false] {
                let options = RenderOptions(color: false, width: width, unicode: unicode)
                let text = TraceViews.lanes(trace, options: options) + "\n" + TraceViews.log(trace, options: options)
                for line in text.split(separator: "\n") { #expect(TextCell.width(String(line)) <= width, "\(line)") }
            }
        }
    }
}
