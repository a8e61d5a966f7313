import ArgumentParser
import Foundation
import LearnLanguage
import LearnTestSupport
import LearnTrace
import Testing

@testable import LearnCommands
@testable import LearnLessons

/// Choosing the language: `--lang` on every command, `set lang=` in the shell; a lesson
/// without an up-to-date translation is shown in English with one line saying so.
@Suite struct LanguageTests {
    @Test("--lang is taken by every command, before or after it", arguments: ["list", "show barrier", "run barrier", "check"])
    func everyCommandTakesLang(_ line: String) throws {
        let words = line.split(separator: " ").map(String.init)
        for args in [words + ["--lang", "ko"], ["--lang", "ko"] + words] {
            #expect(LearnMain.unknownCommand(in: args) == nil, "\(args)")
            let parsed = try #require(try LearnCommand.parseAsRoot(args) as? any OneShotCommand)
            #expect(parsed.global.language == .ko, "\(args)")
        }
        let run = try #require(try LearnCommand.parseAsRoot(["run", "barrier", "--lang", "ko"]) as? RunCommand)
        #expect(run.global.language == .ko)
    }

    @Test func aLanguageLearnDoesNotSpeakIsAUsageError() {
        let capture = Capture()
        #expect(LearnMain.main(["list", "--lang", "fr"], console: capture.console) == 64)
        #expect(capture.err.contains("--lang takes en, ko, not `fr`"))
    }

    @Test func setLangChangesTheSessionsLanguage() {
        let capture = Capture()
        let shell = capture.shell(in: .ko)
        #expect(shell.session.language == .ko && shell.session.render.language == .ko)
        #expect(capture.out.contains("언어: 한국어"))
        #expect(shell.execute("set lang=xx") != 0)
        #expect(shell.execute("set lang=en") == 0)
        #expect(shell.session.language == .en)
    }

    @Test("a lesson with no Korean yet is shown in English, with one line saying so")
    func fallsBackWithOneLine() throws {
        // every shipped lesson has its Korean: a teacher's lesson has none
        let folder = NSTemporaryDirectory() + "learn-untranslated-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let barrierFile = try #require(LessonFiles.shipped.first { $0.path == "Lessons/barrier.md" })
        let english = String(decoding: barrierFile.bytes, as: UTF8.self)
        try english.replacingOccurrences(of: "id: barrier", with: "id: mine").write(
            toFile: folder + "/mine.md", atomically: true, encoding: .utf8)
        let capture = Capture()
        let session = Session(console: capture.console, lessonDirectories: [folder], progressDirectory: capture.stateDirectory)
        let mine = try session.lesson("mine", in: .ko)
        #expect(mine.file == folder + "/mine.md")
        #expect(capture.err == "`mine` 레슨은 아직 한국어 번역이 없어 영어로 보여 줍니다.\n")
        let barrier = try session.lesson("barrier", in: .ko)
        #expect(barrier.file == "Lessons/ko/barrier.md")
        #expect(capture.err.split(separator: "\n").count == 1, "a translated lesson needs no line")
        #expect(try session.lesson("barrier", in: .en).file == "Lessons/barrier.md")
    }

    @Test("a translation made from an older English lesson: the English one, with a sentence that fits the width")
    func aStaleTranslationFallsBack() throws {
        let folder = try Self.lessonFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (english, korean) = try Self.shippedBarrier()
        let renamed = { (bytes: [UInt8]) in
            String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "id: barrier\n", with: "id: mine\n")
        }
        try renamed(english).write(toFile: folder + "/mine.md", atomically: true, encoding: .utf8)
        try renamed(korean).write(toFile: folder + "/ko/mine.md", atomically: true, encoding: .utf8)
        let capture = Capture()
        let session = Session(console: capture.console, lessonDirectories: [folder], progressDirectory: capture.stateDirectory)
        let shown = try session.lesson("mine", in: .ko)
        #expect(shown.file == folder + "/mine.md", "the English lesson, not the stale translation")
        let said = capture.err.replacingOccurrences(of: "\n", with: " ").trimmingCharacters(in: .whitespaces)
        #expect(said == "`mine`의 한국어 번역은 예전 영어 레슨으로 만든 것이라, 번역이 갱신될 때까지 영어 레슨을 보여 줍니다.", "\(capture.err)")
        #expect(
            capture.err.split(separator: "\n").allSatisfy { TerminalLines.columns(String($0)) <= session.render.width }, "\(capture.err)")
    }

    @Test("learn check fails on a stale translation: an error, exit 1, saying which stamp to write")
    func aStaleTranslationFailsTheCheck() throws {
        let folder = try Self.lessonFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (english, korean) = try Self.shippedBarrier()
        try Data(english + Array("\nOne more sentence.\n".utf8)).write(to: URL(fileURLWithPath: folder + "/barrier.md"))
        try Data(korean).write(to: URL(fileURLWithPath: folder + "/ko/barrier.md"))
        let capture = Capture()
        #expect(Self.checkStatus(folder, capture) == 1)
        let stale = capture.out.split(separator: "\n").filter { $0.contains("error: a translation to update") }
        #expect(stale.count == 1 && stale[0].hasPrefix(folder + "/ko/barrier.md:"), "\(capture.out)")
        #expect(!capture.out.contains("no problems found"))
        try Data(english).write(to: URL(fileURLWithPath: folder + "/barrier.md"))
        let fixed = Capture()
        #expect(Self.checkStatus(folder, fixed) == 0, "\(fixed.out)")
        #expect(fixed.out.contains("no problems found"))
    }

    /// A new, empty teacher's folder with its `ko` folder; the caller removes it.
    static func lessonFolder() throws -> String {
        let folder = NSTemporaryDirectory() + "learn-stale-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/ko", withIntermediateDirectories: true)
        return folder
    }

    /// The shipped barrier lesson and its Korean translation, as bytes.
    static func shippedBarrier() throws -> (english: [UInt8], korean: [UInt8]) {
        let english = try #require(LessonFiles.shipped.first { $0.path == "Lessons/barrier.md" }).bytes
        let korean = try #require(LessonTranslations.shipped.first { $0.path == "Lessons/ko/barrier.md" }).bytes
        return (english, korean)
    }

    /// `learn check FOLDER` in `capture`'s session: its exit status, its error rendered there.
    static func checkStatus(_ folder: String, _ capture: Capture) -> Int32 {
        do {
            try CheckCommand.parse([folder]).execute(in: capture.session())
            return ExitStatus.ok
        } catch {
            let report = ErrorReport(error)
            report.print(to: capture.console)
            return report.status
        }
    }

    @Test("the errors a learner meets most are Korean with --lang ko, in the shell after set lang=ko")
    func errorsInKorean() {
        let capture = Capture()
        #expect(LearnMain.main(["lsit", "--lang", "ko"], console: capture.console) == 64)
        #expect(capture.err == "learn: `lsit`(이)라는 명령은 없습니다; 혹시 `list`인가요?\n")
        #expect(LearnMain.main(["run", "nosuch", "--lang", "en"], console: capture.console) == 64)
        #expect(capture.err.hasSuffix("learn: no lesson `nosuch`; `learn list` shows every lesson\n"))
        let shell = capture.shell()
        _ = shell.execute("set lang=ko")
        #expect(shell.execute("run nosuch") == 64)
        #expect(capture.err.hasSuffix("learn: `nosuch` 레슨이 없습니다; `list`로 모든 레슨을 볼 수 있습니다\n"))
        #expect(shell.execute("run barrier --variant nope") == 64)
        // wider than the shell's 80 columns: wrapped under the message's start
        #expect(
            capture.err.hasSuffix(
                "learn: `barrier` 레슨에는 `nope` variant가 없습니다; variant 목록: barrier,\n"
                    + "       unsafe, global-barrier, serial, read-heavy, write-heavy\n"
            ))
    }

    @Test("learn list in Korean fits 60, 80 and 100 columns, titles translated", arguments: [60, 80, 100])
    func listFits(_ width: Int) throws {
        let capture = Capture()
        let session = capture.session()
        session.render = RenderOptions(width: width, language: .ko)
        try ListCommand.parse(["--lang", "ko"]).execute(in: session)
        #expect(capture.out.contains("barrier로 만드는 thread-safe 배열"))
        for line in capture.out.split(separator: "\n") {
            #expect(TerminalLines.columns(String(line)) <= width, "\(line)")
        }
    }

    @Test("wrapping counts columns: a Hangul syllable takes two", arguments: [60, 80, 100])
    func wrapCountsColumns(_ width: Int) {
        let text = String(repeating: "한 스레드가 세마포어에서 기다리고 ", count: 10)
        let lines = Text.wrap(text, width: width)
        #expect(lines.allSatisfy { TerminalLines.columns($0) <= width })
        #expect(lines.dropLast().allSatisfy { TerminalLines.columns($0) > width - 20 })
    }
}
