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
        #expect(line.contains("결과 \(results)개 중 \(offMain)개가 main 스레드 밖에서 표시되었습니다"), "\(line)")
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
        // a verify that stopped among its free runs counts only those: no "0 schedules explored",
        // and a check of its one run is told "in its run", not "in at least one of 1 run"
        #expect(!plain.contains("0 schedules explored and 0") && !plain.contains("at least one of 1 run"), "\(plain)")
        #expect(!text.contains("탐색한 스케줄 0개"), "\(text)")
    }

    /// The race exercise in Korean, run small: `verifier` reads its lines in Korean.
    static func verifier(language: Language = .ko) throws -> ExerciseVerifier {
        var playground = try Playground.standard()
        playground.watchdog = 20
        playground.language = language
        var verifier = ExerciseVerifier(playground: playground, runs: 2)
        verifier.schedules = 4
        verifier.randomSchedules = 2
        verifier.language = language
        return verifier
    }

    @Test("race's solution passes, its checks' words in Korean")
    func solutionPassesInKorean() throws {
        let (exercise, choice) = try #require(ExerciseCatalog.shipped.exercise("race", in: .ko))
        try #require(choice == .translated)
        let verdict = try Self.verifier().verify(exercise, source: PlaySource(path: "/exercises/race.swift", text: exercise.solution))
        let text = verdict.text(exercise, options: RenderOptions(width: 80, unicode: true, language: .ko))
        #expect(verdict.passed, "\(text)")
        #expect(text.contains("✓ all-counted: `balance`의 값이 정확히 `expected`, 실행 2회"), "\(text)")
        #expect(text.contains("race 탐지기도 그 어디에서도 data race를 찾지 못했습니다"), "\(text)")
        #expect(!text.contains("is exactly") && !text.contains(" more than "), "\(text)")
        for line in text.split(separator: "\n") { #expect(TerminalLines.columns(String(line)) <= 80, "\(line)") }
        // the same verdict in English: the condition's own words
        let english = try #require(ExerciseCatalog.shipped.exercise("race"))
        #expect(
            verdict.text(english, options: RenderOptions(width: 200)).contains(
                "✓ all-counted: `balance` is exactly `expected`, in every one"))
    }

    @Test("a file that reaches into learn, or is gone, is refused in Korean words")
    func refusalsInKorean() throws {
        let (exercise, _) = try #require(ExerciseCatalog.shipped.exercise("race", in: .ko))
        let verifier = try Self.verifier()
        let reach = try verifier.verify(
            exercise, source: PlaySource(path: "/exercises/race.swift", text: "import Foundation\nlet f = dlsym(nil, \"x\")\n"))
        guard case .refused(let message) = reach.outcome else {
            Issue.record("not refused: \(reach.outcome)")
            return
        }
        #expect(message.hasPrefix("2번 줄이 `dlsym`을(를) 씁니다. 이것은 실행 중에 심볼을 찾습니다. verify는"), "\(message)")
        let gone = try verifier.verify(exercise, path: "/nonexistent/race.swift")
        guard case .unreadable(let why) = gone.outcome else {
            Issue.record("not unreadable: \(gone.outcome)")
            return
        }
        #expect(why == "`/nonexistent/race.swift` 파일이 없습니다; `play --new NAME`으로 시작할 예제가 든 파일을 만들 수 있습니다")
    }

    @Test("a file with statements at its top level gets the compile's note in Korean")
    func compileNoteInKorean() throws {
        let (exercise, _) = try #require(ExerciseCatalog.shipped.exercise("race", in: .ko))
        let verdict = try Self.verifier().verify(
            exercise, source: PlaySource(path: "/exercises/race.swift", text: exercise.starter + "\nprint(Account().total())\n"))
        guard case .didNotCompile(let diagnostics) = verdict.outcome else {
            Issue.record("compiled: \(verdict.outcome)")
            return
        }
        #expect(diagnostics.contains("참고: 이 파일은 연습 문제의 judge(race.judge.swift)와 함께 컴파일되고"), "\(diagnostics)")
        #expect(!diagnostics.contains("note: your file is compiled beside"), "\(diagnostics)")
    }
}
