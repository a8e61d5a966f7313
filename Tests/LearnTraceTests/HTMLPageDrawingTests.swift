import LearnLanguage
import LearnTestSupport
import Testing

@testable import LearnTrace

/// The page of `--html` drawn from synthetic traces: a lane per thread, a bar per span with its
/// thread, queue and times in its `<title>`, marks, waits and a crash drawn as the terminal's
/// lanes draw them; every text escaped; any run kept under the page's budget.
@Suite struct HTMLPageDrawingTests {
    func page(_ trace: Trace, language: Language = .en) -> String {
        let page = HTMLPage(title: "t", language: language)
        page.output("▶ a run\n✓ alone: no `write` overlapped\n")
        page.run(trace, caption: "demo --variant v", notes: ["↻ replay this interleaving with `--replay sDC`"])
        return page.render()
    }

    @Test func markupInTextBecomesText() {
        #expect(
            HTMLText.escape("</script><img src=x onerror=alert(1)> & \"'")
                == "&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; &amp; &quot;&#39;")
        #expect(HTMLText.escape("\u{1B}[1;31mred\u{1B}[0m") == "red", "a terminal's colours are dropped")
        #expect(HTMLText.escape("bell\u{07} nul\u{0}") == "bell^G nul^@", "controls are shown, as a terminal shows them")
        #expect(HTMLText.escape(String(Character(Unicode.Scalar(0xFDD0)!))) == "&lt;U+FDD0&gt;", "a noncharacter is named")
        #expect(HTMLText.escape("한국어 ✓") == "한국어 ✓")
    }

    @Test func aLanePerThreadAndABarPerSpanWithItsTitle() {
        let trace = SampleTraces.readsAndWrite
        let html = page(trace)
        #expect(html.matches(of: /<g class="lane" data-thread="/).count == trace.threads.count)
        #expect(html.matches(of: /<g class="span">/).count == trace.spans.count)
        let titles = html.matches(of: /<title>[^<]*<\/title>/).map { String(html[$0.range]) }
        #expect(html.contains("<title>read · T1 · queue global(default) · 1.000 to 21.000 ms</title>"), "\(titles)")
        #expect(html.contains("<title>write · T3 · queue com.example.data_source_update_queue · 42.000 to 60.000 ms</title>"))
        // marks as lettered pins, named in the legend as the terminal names them
        #expect(html.matches(of: /<g class="mark">/).count == 2)
        #expect(html.contains("<title>mark a start · main · queue main-q · at 0.000 ms</title>"))
        #expect(html.contains("<li>b mark 1.작업 종료</li>"))
        #expect(html.contains("<span class=\"pass\">✓ alone: no `write` overlapped</span>"))
        #expect(html.contains("<p class=\"token\">↻ replay this interleaving with `--replay sDC`</p>"))
    }

    @Test func aCrashEndsTheOpenLanesWithACross() {
        var trace = SampleTraces.unfinished
        trace.end(.crash(signal: "SIGSEGV"))
        let html = page(trace)
        #expect(html.contains("<g class=\"ending\"><title>✕ inside a span when the program crashed (SIGSEGV)</title>"))
        #expect(html.contains("still open when the run stopped"), "the open span's title says so")
    }

    @Test func aHostileLabelOrQueueStaysText() {
        var b = SampleTraces.Builder()
        b.span("</title><script>alert(1)</script>", 0, 50, tid: 101, queue: "q<img src=x onerror=alert(2)>", id: 1)
        b.add(.mark, "<b>m</b>", at: 10, tid: 101, queue: "q<img src=x onerror=alert(2)>")
        let html = page(Trace(events: b.events))
        #expect(!html.contains("<img") && !html.contains("<b>") && html.components(separatedBy: "<script>").count == 2)
        #expect(html.contains("&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains("q&lt;img src=x onerror=alert(2)&gt;"))
    }

    @Test func manySpansAreDrawnByColumnWithinTheBudget() {
        var b = SampleTraces.Builder()
        var id: UInt64 = 0
        for t in 0..<12 {
            for i in 0..<1_000 {
                id += 1
                b.span(i % 3 == 0 ? "read" : "write", UInt64(i) * 20, UInt64(i) * 20 + 7, tid: Int32(101 + t), queue: "q\(t)", id: id)
            }
        }
        let trace = Trace(events: b.events)
        let pageOf3 = HTMLPage(title: "t", language: .en)
        for _ in 0..<3 { pageOf3.run(trace, caption: "many") }
        let html = pageOf3.render()
        #expect(html.utf8.count <= HTMLPage.budget, "\(html.utf8.count) bytes")
        #expect(html.matches(of: /<g class="lane" data-thread="/).count == 3 * 12)
        #expect(html.contains("12000 spans of this run: too many to draw one by one"))
    }

    @Test func aKoreanPageIsKorean() {
        let html = page(SampleTraces.readsAndWrite, language: .ko)
        #expect(html.contains("<html lang=\"ko\">"))
        #expect(html.contains("<title>read · T1 · 큐 global(default) · 1.000~21.000 ms</title>"))
        #expect(html.contains("demo --variant v의 레인: 스레드마다 한 줄"))
    }
}
