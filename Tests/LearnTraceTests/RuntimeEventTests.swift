import Foundation
import LearnTestSupport
import Testing

@testable import LearnTrace

/// Lines the runtime wrote on stderr, and the CPUs a run had, in every view and export.
@Suite struct RuntimeEventTests {
    static let warning = "*** Op 0x1 went isFinished=YES without being started by the queue it is in"

    /// Two overlapping spans on two threads, one runtime line between them.
    private func trace(cpus: Int) -> Trace {
        var trace = Trace(
            events: SampleTraces.readsAndWrite.events + [
                TraceEvent(seq: -1, time: 1_000_000, tid: 0, isMain: false, kind: .runtime, label: Self.warning)
            ])
        trace.cpus = cpus
        return trace
    }

    @Test func theLogMarksTheLineAsTheRuntimes() {
        let log = TraceViews.log(trace(cpus: 2))
        let line = log.split(separator: "\n").first { $0.contains("went isFinished") }
        #expect(line?.contains("⚠ runtime: *** Op") == true)
        #expect(line?.contains(" T1 ") == false)
    }

    @Test func theLiveLogShowsItEvenInAFlood() {
        let live = LiveLog(limit: LiveLog.Limit(lines: 1, window: .max))
        _ = live.lines(for: SampleTraces.readsAndWrite.events[0])
        _ = live.lines(for: SampleTraces.readsAndWrite.events[1])  // held back
        let shown = live.lines(for: TraceEvent(seq: -1, time: 5, tid: 0, isMain: false, kind: .runtime, label: Self.warning))
        // the runtime's long line wraps under its start: one string per line, no summary before it
        #expect(shown.count >= 1 && !shown.contains { $0.contains("more event") })
        #expect(shown.first?.contains("runtime: ***") == true)
    }

    @Test func lanesAndSummaryRepeatItAndSayWhatOneCPUMeans() {
        let one = trace(cpus: 1)
        #expect(one.peakParallelism >= 2)
        let drawn = TraceViews.lanes(one)
        // At 80 columns the sentence wraps (it did not, and ran 11 columns past the edge).
        #expect(drawn.split(separator: "\n").allSatisfy { TextCell.width(String($0)) <= 80 })
        let lanes = drawn.replacingOccurrences(of: "\n    ", with: " ")
        #expect(lanes.contains("⚠ runtime at 1.000 ms: *** Op"))
        #expect(lanes.contains("on 1 CPU: spans \"at once\" were in progress together, but only one thread ran at any instant"))
        let summary = TraceViews.summary(one).replacingOccurrences(of: "\n    ", with: " ")
        #expect(summary.contains("Its process could use 1 CPU."))
        #expect(summary.contains("on 1 CPU only one of them ran at any instant"))
        #expect(summary.contains("Runtime: 1 line on stderr"))
        let two = TraceViews.summary(trace(cpus: 2))
        #expect(two.contains("could use 2 CPUs."))
        #expect(!two.contains("on 1 CPU"))
        #expect(!TraceViews.lanes(trace(cpus: 2)).contains("on 1 CPU"))
    }

    /// More threads inside spans than the process had CPUs: "running code at once" is said with
    /// how many of them could run at one instant, as on one CPU (data-source global: peak 4 on 2 CPUs).
    @Test func morePeakThanCPUsSaysHowManyCouldRun() {
        var events: [TraceEvent] = []
        for tid in Int32(2)...5 {
            events.append(TraceEvent(seq: 0, time: 0, tid: tid, isMain: false, kind: .begin, label: "update", span: UInt64(tid)))
            events.append(TraceEvent(seq: 0, time: 9_000_000, tid: tid, isMain: false, kind: .end, label: "update", span: UInt64(tid)))
        }
        for i in events.indices { events[i].seq = i }
        var four = Trace(events: events)
        four.cpus = 2
        #expect(four.peakParallelism == 4)
        let summary = TraceViews.summary(four).replacingOccurrences(of: "\n    ", with: " ")
        #expect(summary.contains("4 threads running code at once; on 2 CPUs at most 2 of them ran at any instant"), "\(summary)")
        let lanes = TraceViews.lanes(four).replacingOccurrences(of: "\n    ", with: " ")
        #expect(
            lanes.contains("on 2 CPUs: spans \"at once\" were in progress together, but at most 2 threads ran at any instant"), "\(lanes)")
        four.cpus = 4
        #expect(!TraceViews.summary(four).contains("at any instant") && !TraceViews.lanes(four).contains("at any instant"))
    }

    @Test func jsonLinesAndChromeTraceKeepIt() throws {
        let t = trace(cpus: 1)
        let json = try #require(JSONLines.encode(t).split(separator: "\n").first { $0.contains("went isFinished") })
        let parsed = try JSONSerialization.jsonObject(with: Data(String(json).utf8))
        let object = try #require(parsed as? [String: Any])
        #expect(object["kind"] as? String == "runtime")
        #expect(object["thread"] as? String == "runtime")
        #expect(object["tid"] as? Int == 0)
        var stream = JSONLines.Stream()
        #expect(stream.line(for: t.runtimeLines[0]).contains("\"thread\":\"runtime\""))

        let document = try JSONSerialization.jsonObject(with: Data(ChromeTrace.document(t).utf8))
        let root = try #require(document as? [String: Any])
        let events = try #require(root["traceEvents"] as? [[String: Any]])
        let instant = try #require(events.first { $0["cat"] as? String == "runtime" })
        #expect(instant["ph"] as? String == "i")
        #expect(instant["name"] as? String == Self.warning)
        let labels = events.first { $0["name"] as? String == "process_labels" }
        #expect((labels?["args"] as? [String: Any])?["labels"] as? String == "1 CPU")
    }
}
