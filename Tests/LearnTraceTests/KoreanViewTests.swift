import LearnLanguage
import LearnTestSupport
import Testing

@testable import LearnTrace

/// The views under `--lang ko`: their fixed words come from the Korean catalogue, and every
/// line stays within the terminal counted in display columns (a syllable takes two).
@Suite struct KoreanViewTests {
    static let samples: [(String, Trace)] = [
        ("reads", SampleTraces.readsAndWrite), ("unfinished", SampleTraces.unfinished), ("crowded", SampleTraces.crowded),
        ("empty", Trace(events: [])),
    ]

    /// Every view of `trace` in Korean at `width`.
    static func views(_ trace: Trace, width: Int, unicode: Bool = true) -> [String] {
        let options = RenderOptions(width: width, unicode: unicode, language: .ko)
        return TraceView.allCases.map { $0.render(trace, options: options) } + [TraceViews.shortSummary(trace, options: options)]
    }

    @Test("every line of every view fits 60, 80 and 100 columns in Korean", arguments: [60, 80, 100])
    func fits(_ width: Int) {
        for (name, trace) in Self.samples {
            for unicode in [true, false] {
                for view in Self.views(trace, width: width, unicode: unicode) {
                    let wide = view.split(separator: "\n").filter { TextCell.visibleWidth(String($0)) > width }
                    #expect(wide.isEmpty, "\(name) at \(width):\n\(wide.joined(separator: "\n"))")
                }
            }
        }
    }

    @Test("the lanes' legend, axis and summary speak Korean; labels and queue names stay as they are")
    func koreanWords() {
        let lanes = TraceViews.lanes(SampleTraces.readsAndWrite, options: RenderOptions(language: .ko))
        #expect(lanes.contains("동시에") && lanes.contains("1칸 = "))
        #expect(!lanes.contains("at once") && !lanes.contains("1 column"))
        let unfinished = TraceViews.lanes(SampleTraces.unfinished, options: RenderOptions(language: .ko))
        #expect(!unfinished.contains("still open") && !unfinished.contains("crashed") && !unfinished.contains("watchdog stopped"))
        let short = TraceViews.shortSummary(SampleTraces.readsAndWrite, options: RenderOptions(language: .ko))
        #expect(short.hasPrefix("실행 시간 ") && short.contains("스레드 ") && !short.contains("Run of"))
        let log = TraceViews.log(SampleTraces.readsAndWrite, options: RenderOptions(language: .ko))
        #expect(log.contains("시간 ms") && log.contains("이벤트"))
        #expect(TraceView.taskLanes.render(Trace(events: []), options: RenderOptions(language: .ko)) == "  기록된 Swift task가 없습니다.")
        golden.check(lanes, "lanes-reads-ko-80")
        golden.check(TraceViews.summary(SampleTraces.readsAndWrite, options: RenderOptions(language: .ko)), "summary-reads-ko")
    }
}
