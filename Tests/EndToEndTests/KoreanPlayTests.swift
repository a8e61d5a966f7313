import Foundation
import LearnPlay
import LearnTestSupport
import Testing

/// `learn --lang ko` on a learner's own code and the exercises, on the built binary: the play
/// messages, ThreadSanitizer's explanation at the same lines as in English, the errors, and the
/// starter `exercise` writes (its comments Korean, its code the English starter's).
@Suite(.tags(.swiftc), .slow, .needsToolchain)
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
        // The title wraps at 80 columns where the fixture's folder is long (a clone in /tmp/ci-clone).
        let title = run.out.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(run.out.hasPrefix("▶ \(PlayTests.fixtures)/deferred.swift") && title.contains("ThreadSanitizer로 실행"), "\(run.out)")
        #expect(run.out.contains("ThreadSanitizer가 `deferred.swift`에서 문제 "), "\(run.out)")
        // the same variable and lines as in English (PlayTests): the read at 30, the toggle at 37
        #expect(run.out.contains("`completableDeferredSet.canSignal`: "), "\(run.out)")
        #expect(run.out.contains("30번 줄에서") && run.out.contains("37번 줄에서"), "\(run.out)")
        #expect(run.out.contains("두 접근 사이의 순서를 정해 주는 것이 없습니다."))
        #expect(run.out.contains("`--raw`로 ThreadSanitizer의 원래 보고서를 볼 수 있습니다."))
        let err = Self.unwrapped(run.err)
        #expect(err.hasPrefix("learn: ThreadSanitizer가 `") && err.contains("/deferred.swift`에서 data race를 찾았습니다"), "\(run.err)")
        #expect(!run.out.contains("with nothing ordering them") && !run.out.contains(" at line "))
        let explanation = run.out.split(separator: "\n").drop { !$0.hasPrefix("ThreadSanitizer가") }
        for line in explanation { #expect(Self.columns(line) <= 80, "\(line)") }
        let english = EnglishLeaks.lines(in: run.out + "\n" + run.err)
        #expect(english.isEmpty, "learn's words in English:\n\(english.joined(separator: "\n"))")
    }

    /// A program that crashes, hangs or exits with a status: how its run ended is said in Korean,
    /// its threads' report and what its waits tell included; nothing learn says is English.
    @Test("a crash, a hang and an exit status are said in Korean", arguments: ["crash", "hang", "status"])
    func howARunEndedInKorean(_ mode: String) throws {
        let home = TemporaryHome()
        let run = try LearnBinary.built.run(
            ["--lang", "ko", "play", PlayTests.fixtures + "/misbehave.swift", "--watchdog", "1"], home: home,
            environment: ExerciseTests.environment(home).merging(["COLUMNS": "80", "PLAY_MODE": mode]) { _, new in new })
        #expect(run.status == 1, "\(run.out)\(run.err)")
        let said = ["crash": "프로세스가 크래시했습니다", "hang": "진행이 없어서 watchdog이 멈췄습니다", "status": "종료 상태 3으로 끝났습니다"]
        #expect(run.err.hasPrefix("learn: 여러분의 프로그램") && Self.unwrapped(run.err).contains(said[mode]!), "\(run.err)")
        let english = EnglishLeaks.lines(in: run.out + "\n" + run.err)
        #expect(english.isEmpty, "\(mode): learn's words in English:\n\(english.joined(separator: "\n"))")
    }

    /// A schedule that deadlocks, replayed in Korean: the deadlock, what each thread waits for and
    /// where each stood when nothing could go on, at the learner's lines, in Korean.
    @Test func aDeadlockReplayedInKorean() throws {
        let home = TemporaryHome()
        let file = home.path + "/two-lock-deadlock.swift"
        try FileManager.default.copyItem(
            atPath: LearnBinary.packageRoot + "/Tests/LearnPlayTests/Fixtures/ScheduleCorpus/two-lock-deadlock.swift", toPath: file)
        let explored = try learn(["explore", file], home)
        let row = try #require(explored.out.split(separator: "\n").first { $0.hasPrefix("  데드락 ") }, "\(explored.out)")
        let token = String(try #require(row.split(separator: " ").last))
        let run = try learn(["play", "--replay", token, file], home)
        #expect(run.status == 1, "\(run.out)\(run.err)")
        let err = Self.unwrapped(run.err)
        #expect(err.contains("데드락: ") && err.contains("(위치: 11번 줄)"), "\(run.err)")
        // which thread took which lock first is the schedule's (explore keeps one with the fewest preemptions)
        #expect(err.contains(": lock·세마포어·큐 대기(futex)에서 기다리는 중 (지난 gate: `audit 잠금`)"), "\(run.err)")
        let english = EnglishLeaks.lines(in: run.out + "\n" + run.err)
        #expect(english.isEmpty, "learn's words in English:\n\(english.joined(separator: "\n"))")
        // a token of another text of the file, in Korean too
        let other = try learn(["play", "--replay", token.split(separator: "@")[0] + "@00000000", file], home)
        #expect(other.status == 64 && Self.unwrapped(other.err).contains("two-lock-deadlock.swift의 다른 텍스트로 만든 것입니다"), "\(other.err)")
    }

    /// A starter verified in Korean: it fails, and every line learn says of it is Korean.
    @Test func aFailingStarterIsVerifiedInKorean() throws {
        let home = TemporaryHome()
        #expect(try learn(["exercise", "race"], home).status == 0)
        let run = try learn(["verify", "race", "--runs", "4"], home)
        #expect(run.status == 1 && run.out.contains("✗ race: 아직 풀리지 않았습니다"), "\(run.out)\(run.err)")
        let english = EnglishLeaks.lines(in: run.out + "\n" + run.err)
        #expect(english.isEmpty, "learn's words in English:\n\(english.joined(separator: "\n"))")
    }

    @Test func aFileThatIsNotThereOrAnExerciseThatIsNotSayItInKorean() throws {
        let missing = try learn(["play", "/nonexistent.swift"])
        #expect(missing.status == 64 && missing.err.contains("learn: `/nonexistent.swift` 파일이 없습니다; `play --new NAME`"), "\(missing.err)")
        let unknown = try learn(["verify", "nosuch"])
        #expect(unknown.status == 64 && unknown.err.contains("learn: `nosuch` 연습 문제가 없습니다; `exercise`로 목록을 볼 수 있습니다"), "\(unknown.err)")
        let close = try learn(["exercise", "rac"])
        #expect(close.err.contains("혹시 `race`인가요?"), "\(close.err)")
    }

    /// An error as one line: `learn: ` wraps it at the width, each next line seven columns in.
    static func unwrapped(_ err: String) -> String { err.replacingOccurrences(of: "\n       ", with: " ") }

    /// The code of a Swift line: what comes before a `//` (the starters' strings hold none).
    static func code(_ line: Substring) -> Substring {
        let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line
        return code.reversed().drop { $0 == " " }.reversed().reduce(into: "") { $0.append($1) }
    }

    @Test func theStarterIsWrittenWithKoreanCommentsAndTheSameCode() throws {
        let home = TemporaryHome()
        let file = home.path + "/learn/exercises/race.swift"
        let started = try learn(["exercise", "race"], home)
        #expect(
            started.status == 0 && started.out.replacingOccurrences(of: "\n", with: " ").contains("\(file) 파일을 만들었습니다"),
            "\(started.out)\(started.err)")
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
