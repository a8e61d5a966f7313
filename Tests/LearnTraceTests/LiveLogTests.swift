import LearnTestSupport
import Testing

@testable import LearnTrace

/// The live log: same columns as the log, bounded output under a flood, no stray colour.
@Suite struct LiveLogTests {
    private func flood(_ n: Int, every ns: UInt64) -> [TraceEvent] {
        (0..<n).map { i in
            TraceEvent(
                seq: i, time: UInt64(i) * ns, tid: Int32(10 + i % 4), isMain: false,
                queue: SampleTraces.global, kind: .mark, label: "tick")
        }
    }

    @Test func slowEventsAreAllShownAtOnce() {
        let live = LiveLog()
        let lines = flood(30, every: 50_000_000).flatMap { live.lines(for: $0) }
        #expect(lines.count == 30)
        #expect(live.flushSummary() == nil)
    }

    @Test func aFloodIsBoundedPerWindowAndEveryEventIsAccounted() {
        let live = LiveLog(limit: .init(lines: 20, window: 100_000_000))
        var shown = 0
        var summarised = 0
        var printed = 0
        for e in flood(10_000, every: 100_000) {  // one second of events, 10 per ms
            for line in live.lines(for: e) {
                printed += 1
                if line.contains("more event") {
                    summarised += Int(line.split(separator: " ")[1].replacingOccurrences(of: ",", with: ""))!
                } else {
                    shown += 1
                }
            }
        }
        if let rest = live.flushSummary() {
            printed += 1
            summarised += Int(rest.split(separator: " ")[1].replacingOccurrences(of: ",", with: ""))!
        }
        #expect(shown + summarised == 10_000)
        #expect(printed <= 10 * 21 + 1)
    }

    @Test func lineForCarriesTheBurstSummaryWhenTheNextWindowOpens() {
        let live = LiveLog(limit: .init(lines: 2, window: 1_000))
        let events = flood(5, every: 10) + [TraceEvent(seq: 5, time: 5_000, tid: 10, isMain: false, kind: .mark, label: "late")]
        let texts = events.map { live.line(for: $0) }
        #expect(texts.prefix(5).compactMap { $0 }.count == 2)
        let last = try? #require(texts.last ?? nil)
        #expect(last?.split(separator: "\n").count == 2)
        #expect(last?.contains("3 more events (tick ×3)") == true)
        #expect(live.flushSummary() == nil)
    }

    /// A queue label too long for its column is keyed (`q1`) and spelled out on a line of its
    /// own before the event's: two strings, so a pager counts two lines and an indent goes before
    /// each (the event's row was once indented less than its neighbours and counted as none).
    @Test func aKeyedQueueSLegendIsALineOfItsOwn() {
        let live = LiveLog(options: RenderOptions(color: false, width: 80), limit: .none)
        let e = TraceEvent(
            seq: 0, time: 1_000, tid: 10, isMain: false, queue: "com.apple.root.user-initiated-qos", kind: .begin, label: "update")
        let lines = live.lines(for: e)
        #expect(lines.count == 2, "\(lines)")
        #expect(lines.allSatisfy { !$0.contains("\n") })
        #expect(lines.first?.contains("q1") == true && lines.last?.contains("update") == true)
    }

    @Test func liveLinesMatchTheLogView() {
        let trace = SampleTraces.readsAndWrite
        let live = LiveLog(limit: .none)
        let lines = [live.header()] + trace.events.compactMap { live.line(for: $0) }
        #expect(lines.joined(separator: "\n") == TraceViews.log(trace))
    }

    @Test func colourOnlyWhenAsked() {
        let trace = SampleTraces.readsAndWrite
        let plain = [TraceViews.log(trace), TraceViews.lanes(trace), TraceViews.summary(trace)].joined()
        #expect(!plain.contains("\u{1B}"))
        let coloured = RenderOptions(color: true, width: 80, unicode: true)
        #expect(TraceViews.lanes(trace, options: coloured).contains("\u{1B}["))
        #expect(TraceViews.log(trace, options: coloured).contains("\u{1B}["))
    }
}
