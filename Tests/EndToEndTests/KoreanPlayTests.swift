import Foundation
import LearnPlay
import LearnTestSupport
import Testing

/// `learn --lang ko` on a learner's own code and the exercises, on the built binary: the play
/// messages, ThreadSanitizer's explanation at the same lines as in English, the errors, and the
/// starter `exercise` writes (its comments Korean, its code the English starter's).
@Suite(.tags(.swiftc), .slow, .enabled(if: Toolchain.testDirectory != nil, "swiftc is not on PATH"))
struct KoreanPlayTests {
    func learn(_ args: [String], _ home: TemporaryHome = TemporaryHome()) throws -> LearnBinary.Output {
        try LearnBinary.built.run(
            ["--lang", "ko"] + args, home: home, environment: ExerciseTests.environment(home).merging(["COLUMNS": "80"]) { _, new in new })
    }

    /// Columns a line takes in a terminal: a Hangul syllable two.
    static func columns(_ line: Substring) -> Int {
        line.unicodeScalars.reduce(0) { sum, scalar in sum + ((0xAC00...0xD7A3).contains(scalar.value) ? 2 : 1) }
    }

    @Test func threadSanitizerExplainsThePostsRaceInKorean() throws {
        let run = try learn(["play", PlayTests.fixtures + "/deferred.swift", "--tsan", "--runs", "3"])
        #expect(run.status == 1)
        #expect(run.out.hasPrefix("▶ \(PlayTests.fixtures)/deferred.swift") && run.out.contains("ThreadSanitizer로 실행"), "\(run.out)")
        #expect(run.out.contains("ThreadSanitizer가 `deferred.swift`에서 문제 "), "\(run.out)")
        // the same variable and lines as in English (PlayTests): the read at 30, the toggle at 37
        #expect(run.out.contains("`completableDeferredSet.canSignal`: "), "\(run.out)")
        #expect(run.out.contains("30번 줄에서") && run.out.contains("37번 줄에서"), "\(run.out)")
        #expect(run.out.contains("두 접근 사이의 순서를 정해 주는 것이 없습니다."))
        #expect(run.out.contains("`--raw`로 ThreadSanitizer의 원래 보고서를 볼 수 있습니다."))
        #expect(run.err.hasPrefix("learn: ThreadSanitizer가 `") && run.err.contains("/deferred.swift`에서 data race를 찾았습니다"), "\(run.err)")
        #expect(!run.out.contains("with nothing ordering them") && !run.out.contains(" at line "))
        let explanation = run.out.split(separator: "\n").drop { !$0.hasPrefix("ThreadSanitizer가") }
        for line in explanation { #expect(Self.columns(line) <= 80, "\(line)") }
    }

    @Test func aFileThatIsNotThereOrAnExerciseThatIsNotSayItInKorean() throws {
        let missing = try learn(["play", "/nonexistent.swift"])
        #expect(missing.status == 64 && missing.err.contains("learn: `/nonexistent.swift` 파일이 없습니다; `play --new NAME`"), "\(missing.err)")
        let unknown = try learn(["verify", "nosuch"])
        #expect(unknown.status == 64 && unknown.err.contains("learn: `nosuch` 연습 문제가 없습니다; `exercise`로 목록을 볼 수 있습니다"), "\(unknown.err)")
        let close = try learn(["exercise", "rac"])
        #expect(close.err.contains("혹시 `race`인가요?"), "\(close.err)")
    }

    /// The code of a Swift line: what comes before a `//` (the starters' strings hold none).
    static func code(_ line: Substring) -> Substring {
        let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line
        return code.reversed().drop { $0 == " " }.reversed().reduce(into: "") { $0.append($1) }
    }

    @Test func theStarterIsWrittenWithKoreanCommentsAndTheSameCode() throws {
        let home = TemporaryHome()
        let file = home.path + "/learn/exercises/race.swift"
        let started = try learn(["exercise", "race"], home)
        #expect(started.status == 0 && started.out.contains("\(file) 파일을 만들었습니다"), "\(started.out)\(started.err)")
        let korean = try String(contentsOfFile: file, encoding: .utf8)
        let english = try String(contentsOfFile: LearnBinary.packageRoot + "/Exercises/race.swift", encoding: .utf8)
        #expect(korean.hasPrefix("// 연습 문제: race: ") && !korean.contains("// source: "), "\(korean)")
        let lines = korean.split(separator: "\n", omittingEmptySubsequences: false)
        let sourceLines = english.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.map(Self.code) == sourceLines.map(Self.code))
        // in English, `--fresh` keeps the Korean copy aside and writes the English starter
        let fresh = try LearnBinary.built.run(["exercise", "race", "--fresh"], home: home, environment: ExerciseTests.environment(home))
        let written = try String(contentsOfFile: file, encoding: .utf8)
        #expect(fresh.status == 0 && written == english, "\(fresh.out)\(fresh.err)")
    }
}
