import Foundation
import LearnTestSupport
import Testing

/// A translated lesson as a Korean class sees it: `--lang ko` (and a Korean locale) at 80×24 with
/// `--step`, every screen fitting the terminal in display columns, the player's words Korean.
@Suite(.tags(.tmux, .lessonPlays), .slow) struct KoreanClassroomTests {
    /// The lessons shipped in Korean.
    static let translated: [String] = {
        let dir = LearnBinary.packageRoot + "/Lessons/ko"
        let files = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
        return files.filter { $0.hasSuffix(".md") }.map { String($0.dropLast(3)) }.sorted()
    }()

    @Test("each translated lesson fits 60, 80 and 100 columns in Korean, pinned and not", arguments: [60, 80, 100])
    func fitsTheWidth(_ columns: Int) throws {
        #expect(Self.translated.count >= 3)
        for lesson in Self.translated {
            for pinned in [false, true] {
                // pinned with `taskset -c 0`, in Korean by the locale; on all CPUs by `--lang ko`
                let words = ["run", lesson, "--pace", "0.05", "--seed", "1"]
                let run =
                    pinned
                    ? try LearnBinary(path: "/usr/bin/taskset").run(
                        ["-c", "0", LearnBinary.built.path] + words, environment: ["COLUMNS": "\(columns)", "LANG": "ko_KR.UTF-8"])
                    : try LearnBinary.built.run(words + ["--lang", "ko"], environment: ["COLUMNS": "\(columns)", "LANG": "C.UTF-8"])
                #expect(run.status == 0, "\(lesson) pinned=\(pinned): every check holds, exit \(run.status)\n\(run.err)\n\(run.out)")
                #expect(run.err.isEmpty, "a translated lesson needs no fallback line: \(run.err)")
                #expect(run.out.contains("예측"))
                let wide = run.out.split(separator: "\n").filter { ClassroomTests.width($0) > columns }
                #expect(wide.isEmpty, "\(lesson) at \(columns) columns: \(wide.prefix(3))")
                // the end of the lesson too: learn's own words are Korean to the last line
                let english = EnglishLeaks.lines(in: run.out, excusing: EnglishLeaks.owedElsewhere)
                #expect(english.isEmpty, "\(lesson) pinned=\(pinned): learn's words in English:\n\(english.joined(separator: "\n"))")
                #expect(run.out.contains("레슨을 마쳤습니다."), "\(lesson): the last line says the lesson is finished, in Korean")
            }
        }
    }

    @Test func stepScreensFitAt80x24InKorean() throws {
        guard Terminal.available else { return }
        let term = Terminal()
        defer { term.close() }
        try term.start(["run", "barrier", "--lang", "ko", "--seed", "1", "--step", "--pace", "0.05"], columns: 80, rows: 24)
        let screens = try ClassroomTests.pressEnterThrough(term) { $0.contains("-- 일시 정지") || $0.contains("예측 (") }
        #expect(screens.last?.contains("EXIT=") == true)
        for screen in screens.dropFirst().dropLast() {
            let prompts = screen.components(separatedBy: "-- 일시 정지").count - 1 + screen.components(separatedBy: "예측 (").count - 1
            #expect(prompts >= 2, "a screen taller than the terminal:\n\(screen)")
            #expect(Terminal.lines(screen).allSatisfy { ClassroomTests.width($0[...]) <= 80 }, "\(screen)")
        }
        #expect(screens.contains { $0.contains("? 읽기가 실행되는 동안") && $0.contains("2) 없다, 쓰기는 언제나 혼자 실행된다") })
        #expect(screens.contains { $0.contains("✓ write-alone") && $0.contains("체크가 말하듯") })
    }
}
