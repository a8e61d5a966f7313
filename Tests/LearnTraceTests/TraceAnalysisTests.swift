import LearnLanguage
import LearnTestSupport
import Testing

@testable import LearnTrace

/// The analysis every view and lesson check is computed from.
@Suite struct TraceAnalysisTests {
    @Test func overlapsCountOnlySpansOnDifferentThreads() {
        var b = SampleTraces.Builder()
        b.span("read", 0, 100, tid: 1, queue: "q", id: 1)
        b.span("read", 10, 50, tid: 1, queue: "q", id: 2)  // nested on the same thread: not parallel
        b.span("read", 20, 80, tid: 2, queue: "q", id: 3)
        b.span("write", 90, 120, tid: 3, queue: "q", id: 4)
        b.span("write", 100, 110, tid: 2, queue: "q", id: 5)  // touches read 1 at its end only
        let trace = Trace(events: b.events)
        #expect(trace.overlaps("read", "read") == 2)
        #expect(trace.overlaps("read", "write") == 1)
        #expect(trace.overlaps("write", "read") == 1)
        #expect(trace.overlaps("write", "write") == 1)
        #expect(trace.overlaps("read", nil) == 3)
        #expect(trace.overlaps("read", "*") == 3)
        #expect(
            trace.overlapCounts == [
                Trace.LabelPair("read", "read"): 2, Trace.LabelPair("read", "write"): 1, Trace.LabelPair("write", "write"): 1,
            ])
    }

    @Test func serialSpansNeverOverlap() {
        var b = SampleTraces.Builder()
        for i in 0..<100 { b.span("write", UInt64(i) * 10, UInt64(i) * 10 + 10, tid: Int32(1 + i % 3), queue: "q", id: UInt64(i + 1)) }
        let trace = Trace(events: b.events)
        #expect(trace.overlaps("write", "write") == 0)
        #expect(trace.peakParallelism == 1)
        #expect(trace.threads(running: "write").count == 3)
    }

    @Test func unfinishedSpansRunToTheEnd() {
        let trace = SampleTraces.unfinished
        #expect(trace.unfinishedSpans.map(\.label) == ["wait"])
        #expect(trace.unfinishedSpans.first?.end == trace.duration)
        #expect(trace.overlaps("lock", "wait") == 1)
        let stats = trace.labelStats
        #expect(stats.map(\.label) == ["lock", "wait"])
        #expect(stats[1].unfinished == 1 && stats[1].count == 1)
        #expect(stats[1].total == 28_000_000)
    }

    @Test func peakParallelismCountsThreadsNotSpans() {
        let trace = SampleTraces.readsAndWrite
        #expect(trace.peakParallelism == 2)
        var b = SampleTraces.Builder()
        b.span("a", 0, 100, tid: 1, queue: "", id: 1)
        b.span("b", 10, 20, tid: 1, queue: "", id: 2)
        #expect(Trace(events: b.events).peakParallelism == 1)
    }

    @Test func threadsAreNamedInOrderOfFirstAppearance() {
        let trace = SampleTraces.readsAndWrite
        #expect(trace.threads.map(\.name) == ["main", "T1", "T2", "T3"])
        #expect(trace.threadName(tid: 103) == "T3")
        #expect(trace.queues(ofThread: 0) == [SampleTraces.mainQ])
        #expect(trace.spanLabels == ["read", "write"])
        #expect(trace.markLabels == ["start", "1.작업 종료"])
        #expect(trace.values == ["count": 3])
        #expect(trace.marks(labeled: "start").count == 1)
    }
}

/// A thread blocked in a wait is drawn as waiting and not counted as running.
@Suite struct WaitSpanTests {
    @Test func aBlockedThreadIsNotRunning() {
        let events = [
            TraceEvent(seq: 0, time: 0, tid: 1, isMain: true, kind: .begin, label: "wait: semaphore 1", span: 1),
            TraceEvent(seq: 1, time: 0, tid: 2, isMain: false, queue: "a", kind: .begin, label: "async", span: 2),
            TraceEvent(seq: 2, time: 10, tid: 2, isMain: false, queue: "a", kind: .begin, label: "wait: sync → b", span: 3),
            TraceEvent(seq: 3, time: 10, tid: 3, isMain: false, queue: "b", kind: .begin, label: "async", span: 4),
            TraceEvent(seq: 4, time: 100, tid: 3, isMain: false, queue: "b", kind: .end, label: "async", span: 4),
        ]
        let trace = Trace(events: events)
        #expect(trace.peakParallelism == 1)
        let lanes = TraceViews.lanes(trace, options: .plain)
        #expect(lanes.contains("╌"))
        #expect(!lanes.contains("wait: sync"))
        #expect(WaitLabel("wait: sync → b")?.call(Catalogue(.en)) == "`sync` onto `b`")
        #expect(WaitLabel("wait: sync → b")?.call(Catalogue(.ko)) == "`b`에 대한 `sync`")
        #expect(WaitLabel("wait: semaphore 1")?.call(Catalogue(.en)) == "`semaphore.wait()`")
    }
}

/// Issue 39's one definition of "at once": a wait is no work, and the summary says who waited
/// while which thread ran what, never that a wait "overlapped nothing" while another thread ran.
@Suite struct WaitSentenceTests {
    @Test func aWaitSaysWhoRanMeanwhile() {
        var b = SampleTraces.Builder()
        b.add(.begin, "wait: group 1", at: 10, tid: 100, queue: SampleTraces.mainQ, span: 1)
        b.span("group", 12, 20, tid: 101, queue: SampleTraces.global, id: 2)
        b.add(.end, "wait: group 1", at: 25, tid: 100, queue: SampleTraces.mainQ, span: 1)
        b.span("later", 30, 40, tid: 101, queue: SampleTraces.global, id: 3)
        b.span("alone", 50, 60, tid: 100, queue: SampleTraces.mainQ, id: 4)
        b.add(.begin, "wait: semaphore 1", at: 61, tid: 100, queue: SampleTraces.mainQ, span: 5)
        b.add(.end, "wait: semaphore 1", at: 62, tid: 100, queue: SampleTraces.mainQ, span: 5)
        let trace = Trace(events: b.events)
        let text = TraceViews.summary(trace, options: RenderOptions())
        #expect(text.contains("`wait: group 1`: main waited while T1 ran `group`."), "\(text)")
        #expect(text.contains("`wait: semaphore 1`: main waited; no other thread ran a span meanwhile."), "\(text)")
        #expect(!text.contains("`wait: group 1` overlapped"), "\(text)")
        #expect(text.contains("Peak parallelism: 1 (never two threads running code at once)."), "\(text)")
        let ko = TraceViews.summary(trace, options: RenderOptions(language: .ko))
        #expect(ko.contains("`wait: group 1`: main이 기다리는 동안 실행된 구간: T1의 `group`."), "\(ko)")
    }

    /// A span that blocks in a wait inside it (a demo's `wait` around `group.wait()`, a block that
    /// calls `sync`) overlaps another thread's span only while its thread was running: the
    /// overlaps, the `at once` row and the peak say one thing. The short summary says the wait.
    @Test func aSpanBlockedInsideOverlapsOnlyWhileItRuns() {
        var b = SampleTraces.Builder()
        b.span("wait", 10, 100, tid: 100, queue: SampleTraces.global, id: 1)
        b.add(.begin, "wait: group 1", at: 12, tid: 100, queue: SampleTraces.global, span: 2)
        b.add(.end, "wait: group 1", at: 95, tid: 100, queue: SampleTraces.global, span: 2)
        b.span("image", 20, 60, tid: 101, queue: "cells", id: 3)  // only while main is blocked
        b.span("image", 61, 97, tid: 102, queue: "cells", id: 4)  // also after the wait returned
        b.span("apply", 0, 11, tid: 103, queue: SampleTraces.mainQ, id: 5)  // before it blocked
        let trace = Trace(events: b.events)
        #expect(trace.overlaps("wait", "image") == 1, "only the image that ran on after the wait returned")
        #expect(trace.overlaps("wait", "apply") == 1)
        #expect(trace.overlaps("image", "image") == 0)
        #expect(trace.peakParallelism == 2)
        let short = TraceViews.shortSummary(trace, options: RenderOptions())
        #expect(short.contains("Waits: `wait: group 1`: main waited while T2 ran `image` and T3 ran `image`."), "\(short)")
        #expect(short.contains("`wait` with `image` once"), "\(short)")
    }

    /// Issue 39: threads inside spans when the run crashed were inside them together, as the
    /// lanes draw them (`█✕` on both), even when the last span began at the crash's instant.
    @Test func threadsInsideSpansAtACrashCountTogether() {
        var b = SampleTraces.Builder()
        b.add(.begin, "group", at: 10, tid: 101, queue: SampleTraces.global, span: 1)
        b.add(.begin, "group", at: 20, tid: 102, queue: SampleTraces.global, span: 2)
        var trace = Trace(events: b.events)
        trace.end(.crash(signal: "SIGSEGV"))
        #expect(trace.peakParallelism == 2)
    }
}
