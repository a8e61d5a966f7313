import LearnTestSupport
import Testing

@testable import LearnTrace

/// Whole outputs of every view on synthetic traces, compared with golden files.
@Suite struct ViewGoldenTests {
    static let ascii80 = RenderOptions(color: false, width: 80, unicode: false)
    static let wide120 = RenderOptions(color: false, width: 120, unicode: true)

    @Test func logWithNotes() {
        let trace = SampleTraces.readsAndWrite
        let enqueue = trace.events.first { $0.kind == .enqueue }!.seq
        let notes = [enqueue: "main hands the write to the update queue"]
        golden.check(TraceViews.log(trace, notes: notes), "log-unicode-80")
        golden.check(TraceViews.log(trace, options: Self.ascii80, notes: notes), "log-ascii-80")
        golden.check(TraceViews.log(trace, options: Self.wide120), "log-unicode-120")
    }

    @Test func lanes() {
        for (name, trace) in [
            ("reads", SampleTraces.readsAndWrite), ("unfinished", SampleTraces.unfinished), ("crowded", SampleTraces.crowded),
        ] {
            golden.check(TraceViews.lanes(trace), "lanes-\(name)-unicode-80")
            golden.check(TraceViews.lanes(trace, options: Self.ascii80), "lanes-\(name)-ascii-80")
            golden.check(TraceViews.lanes(trace, options: Self.wide120), "lanes-\(name)-unicode-120")
            golden.check(
                TraceViews.lanes(trace, options: RenderOptions(color: false, width: 120, unicode: false)), "lanes-\(name)-ascii-120")
        }
    }

    @Test func colourCodes() {
        let colour = RenderOptions(color: true, width: 80, unicode: true)
        golden.check(TraceViews.lanes(SampleTraces.readsAndWrite, options: colour), "lanes-reads-colour-80")
        golden.check(TraceViews.log(SampleTraces.readsAndWrite, options: colour), "log-colour-80")
    }

    @Test func summary() {
        golden.check(TraceViews.summary(SampleTraces.readsAndWrite), "summary-reads")
        golden.check(TraceViews.summary(SampleTraces.readsAndWrite, options: RenderOptions(width: 40)), "summary-reads-40")
        golden.check(TraceViews.summary(Trace(events: [])), "summary-empty")
        golden.check(TraceViews.lanes(Trace(events: [])) + "\n" + TraceViews.log(Trace(events: [])), "empty-lanes-log")
        golden.check(TraceViews.summary(SampleTraces.unfinished, options: Self.ascii80), "summary-unfinished-ascii")
    }

    @Test func liveLogCoalescesABurst() {
        var b = SampleTraces.Builder()
        b.add(.mark, "go", at: 0, tid: 100, queue: SampleTraces.mainQ)
        for i in 0..<50 { b.add(.mark, i % 5 == 0 ? "write" : "read", at: 10 + UInt64(i), tid: 101, queue: SampleTraces.global) }
        b.add(.say, "done", at: 150_000, tid: 100, queue: SampleTraces.mainQ)
        let live = LiveLog(limit: .init(lines: 5, window: 100_000_000))
        var out = [live.header()]
        for e in b.events { out += live.lines(for: e) }
        if let rest = live.flushSummary() { out.append(rest) }
        golden.check(out.joined(separator: "\n"), "live-burst")
    }
}

/// The views' golden files: `Fixtures/NAME.txt`, each the output plus a final newline.
let golden = Golden(besides: #filePath, suffix: ".txt", appendsNewline: true)
