import Foundation
import LearnExercises
import LearnLanguage
import LearnPlay
import LearnTestSupport
import LearnTrace
import Testing

/// A verify read in Korean: the same judge and checks as in English, the Korean `@fail` words
/// with the figures of the run that failed, the verdict's own words from the Korean catalogue.
@Suite(.tags(.swiftc), .slow) struct KoreanVerifyTests {
    @Test("qos's starter fails, in Korean words with its run's figures")
    func starterFailsInKorean() throws {
        let (exercise, choice) = try #require(ExerciseCatalog.shipped.exercise("qos", in: .ko))
        try #require(choice == .translated)
        var playground = try Playground.standard()
        playground.watchdog = 20
        var verifier = ExerciseVerifier(playground: playground, runs: 2)
        verifier.schedules = 4
        verifier.randomSchedules = 2
        verifier.judgeFailures = false
        verifier.language = .ko
        let verdict = try verifier.verify(exercise, source: PlaySource(path: "/exercises/qos.swift", text: exercise.starter))
        #expect(!verdict.passed)
        // the starter shows every result on the thread that computed it, never the main thread
        let failure = try #require(verdict.failed.first { $0.check.name == "show-on-main" })
        let values = verdict.runs[failure.run - 1].trace.values
        let results = try #require(values["results"]), offMain = try #require(values["shown-off-main"])
        #expect(offMain > 0)
        let text = verdict.text(exercise, options: RenderOptions(width: 200, unicode: true, language: .ko))
        let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("✗ show-on-main:") }, "\(text)")
        #expect(line.contains("결과 \(results)개 중 \(offMain)개가 main 스레드 밖에서 보여졌습니다"), "\(line)")
        #expect(line.hasSuffix("번째 실행에서") || line.contains("번째 실행에서 (그 밖에"), "\(line)")
        #expect(text.contains(": 아직 풀리지 않았습니다 ("), "\(text)")
        #expect(!text.contains("not solved yet") && !text.contains("lane by lane"), "\(text)")
        // at 80 columns no line is wider, in display columns (a Hangul syllable takes two)
        for line in verdict.text(exercise, options: RenderOptions(width: 80, unicode: true, language: .ko)).split(separator: "\n") {
            #expect(TerminalLines.columns(String(line)) <= 80, "\(line)")
        }
        // the same verdict in English: the same checks failed, the English words
        let english = try #require(ExerciseCatalog.shipped.exercise("qos"))
        let plain = verdict.text(english, options: RenderOptions(width: 200))
        #expect(plain.contains("\(offMain) of the \(results) results were shown off the main thread — in run"), "\(plain)")
    }
}
