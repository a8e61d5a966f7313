import LearnLanguage
import LearnTestSupport
import Testing

@testable import LearnTrace

/// The views under `--lang ko`: their fixed words come from the Korean catalogue, and every
/// line stays within the terminal counted in display columns (a syllable takes two).
@Suite struct KoreanViewTests {
    static let samples: [(String, Trace)] = [
        ("reads", SampleTraces.readsAndWrite), ("unfinished", SampleTraces.unfinished), ("crowded", SampleTraces.crowded),
        ("tasks", SampleTraces.tasks), ("empty", Trace(events: [])),
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

    @Test("the tasks view, the task lanes and task events in the log speak Korean, at 60, 80 and 100 columns", arguments: [60, 80, 100])
    func taskWords(_ width: Int) {
        let options = RenderOptions(width: width, language: .ko)
        let tasks = TraceView.tasks.render(SampleTraces.tasks, options: options)
        let lanes = TraceView.taskLanes.render(SampleTraces.tasks, options: options)
        let log = TraceViews.log(SampleTraces.tasks, options: options)
        for (name, text) in [("tasks", tasks), ("task-lanes", lanes), ("log", log)] {
            let english = KoreanWords.english(in: text, keeping: ["done", "global", "default"])  // a mark, a queue
            #expect(english.isEmpty, "\(name) at \(width): \(english)\n\(text)")
            let wide = text.split(separator: "\n").filter { TextCell.visibleWidth(String($0)) > width }
            #expect(wide.isEmpty, "\(name) at \(width):\n\(wide.joined(separator: "\n"))")
        }
        #expect(tasks.contains("Task: 12개 생성") && tasks.contains("취소:") && tasks.contains("task 7 취소 (task 1에서)"))
        #expect(tasks.contains("상한을 넘은 task 이벤트 12개"))
        #expect(lanes.contains("task 1 비구조적") && lanes.contains("task 8 자식"))
        let wide = TraceViews.log(SampleTraces.tasks, options: RenderOptions(width: 160, language: .ko))
        #expect(wide.contains("task 1에서 detached task 7 생성 (main.swift:12)") && wide.contains("task 2 확인: 취소됨"))
        #expect(wide.contains("task 1에서 task 7 취소") && wide.contains("task 1에서 cancelAll") && wide.contains("task 2 실행 (취소됨)"))
        #expect(
            SampleTraces.tasks.taskCapSentence(unicode: true, words: Catalogue(.ko))
                == "… 상한을 넘은 task 이벤트 12개는 세기만 하고 남기지 않았습니다 (그중 3개가 task를 생성)")
    }

    /// The same views in English, word for word as they were before the catalogue held them.
    @Test func taskWordsInEnglish() {
        let tasks = TraceView.tasks.render(SampleTraces.tasks, options: .plain)
        golden.check(tasks, "tasks-cancels-80")
        golden.check(TraceView.taskLanes.render(SampleTraces.tasks, options: .plain), "task-lanes-cancels-80")
        let log = TraceViews.log(SampleTraces.tasks, options: RenderOptions(width: 160))
        #expect(log.contains("create detached task 7 by task 1 at main.swift:12"))
        #expect(log.contains("cancel task 7 (by task 1)") && log.contains("cancelAll in task 1"))
        #expect(log.contains("task 2 checks: cancelled") && log.contains("run task 2 (cancelled)") && log.contains("complete task 8"))
    }
}
