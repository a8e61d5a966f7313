import Foundation
import LearnLanguage
import LearnLessons
import LearnRunner
import LearnTestSupport
import LearnTrace
import Testing

/// Every part of every translated lesson, played for real in Korean at a small pace, on all
/// CPUs and pinned to one (`taskset -c 0`), at 60, 80 or 100 columns: every check holds, the
/// text of each branch agrees with its run (the claims audit, which reads no English), the
/// lesson's fixed words are Korean (no line of learn's own words in English: ``EnglishLeaks``),
/// and no line is wider than the terminal in display columns.
@Suite("Translated lessons, played", .tags(.lessonPlays), .slow, .serialized)
struct TranslatedLessonPlayTests {
    static let runner = DemoRunner.forTests()
    static let pinned = ClaimsMatrix.pinnedRunner(learn: runner.executable)

    /// Each translated lesson's parts, one argument each.
    static let parts: [(String, String)] = TranslationCheckerTests.translated.flatMap { id in
        (LessonLibrary().lesson(id: id)?.variants ?? []).map { (id, $0) }
    }

    @Test("each part plays in Korean as in English, pinned and not, at 60, 80 and 100 columns", arguments: TestSet.sample(parts, every: 8))
    func played(_ id: String, _ part: String) throws {
        let runner = Self.runner
        try #require(FileManager.default.isExecutableFile(atPath: runner.executable), "build the `learn` product first")
        let pinned = try #require(Self.pinned, "taskset (util-linux) pins a run to one CPU")
        let choice = try #require(LessonLibrary().lesson(id: id, language: .ko)).choice
        guard case .translated(let lesson) = choice else {
            Issue.record("\(id) has an up-to-date Korean translation")
            return
        }
        // each part on all CPUs at one width and pinned at the next: over the parts, every
        // width is played both ways, at a third of the runs of every width both ways each part
        let place = Self.parts.firstIndex { $0 == (id, part) } ?? 0
        for (shapeIndex, shape) in [runner, pinned].enumerated() {
            let width = [60, 80, 100][(place + shapeIndex) % 3]
            let render = RenderOptions(width: width, language: .ko)
            let seed = UInt64(place * 2 + shapeIndex + 1)
            let report = ClaimsAudit(lesson: lesson, part: part).play(runner: shape, pace: 0.05, seed: seed, render: render)
            let shapeName = shapeIndex == 0 ? "all CPUs" : "pinned"
            #expect(
                report.audited && report.findings.isEmpty,
                "\(id)/\(part) \(shapeName) \(width) columns:\n\(report.findings.joined(separator: "\n"))\n\(report.output)")
            let wide = KoreanWidthTests.overflowing(report.output, width: width)
            #expect(wide.isEmpty, "\(id)/\(part) \(shapeName) at \(width) columns:\n\(wide.joined(separator: "\n"))")
            #expect(!report.output.contains("Predict:") && !report.output.contains("this run says"), "\(id)/\(part): English words")
            let english = EnglishLeaks.lines(in: report.output, excusing: EnglishLeaks.owedElsewhere)
            #expect(english.isEmpty, "\(id)/\(part) \(shapeName): learn's words in English:\n\(english.joined(separator: "\n"))")
        }
    }

    /// The words learn says of a run it stopped (its outcome, what its waits tell) are the
    /// learner's language too: the lost wake-up `learn explore semaphore --variant await` finds,
    /// replayed through the Korean lesson.
    @Test("a replayed lost wake-up is told in Korean: its outcome, and what the waits tell")
    func lostWakeupInKorean() throws {
        let runner = Self.runner
        try #require(FileManager.default.isExecutableFile(atPath: runner.executable), "build the `learn` product first")
        let choice = try #require(LessonLibrary().lesson(id: "semaphore", language: .ko)).choice
        guard case .translated(let lesson) = choice else {
            Issue.record("semaphore has an up-to-date Korean translation")
            return
        }
        let token = try #require(ScheduleToken(parsing: "01h"))
        let report = ClaimsAudit(lesson: lesson, part: "await")
            .play(runner: runner, pace: 0.05, seed: 1, schedule: .replay(token), render: RenderOptions(width: 80, language: .ko))
        let text = ClaimsWalkText.normalize(report.output)
        #expect(report.findings.isEmpty, "\(report.findings.joined(separator: "\n"))\n\(report.output)")
        #expect(text.contains("(결과: 잃어버린 wake-up, watchdog이 멈춤)"), "\(report.output)")
        #expect(text.contains("잃어버린 wake-up: T2가"), "\(report.output)")
        for english in ["made no progress", "A lost wake-up", "Where each thread was", "no thread can go on", "stopped by the watchdog"] {
            #expect(!text.contains(english), "“\(english)” in \(report.output)")
        }
        #expect(KoreanWidthTests.overflowing(report.output, width: 80).isEmpty)
    }
}
