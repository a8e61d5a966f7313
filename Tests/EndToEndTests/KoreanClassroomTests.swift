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

    /// Each lesson at one of the widths, pinned or not by turns (every lesson at every width, both
    /// ways, under `LEARN_TESTS=all`).
    @Test(
        "each translated lesson fits 60, 80 and 100 columns in Korean, pinned and not",
        arguments: [60, 80, 100].enumerated().map { $0 })
    func fitsTheWidth(_ part: Int, _ columns: Int) throws {
        #expect(Self.translated.count >= 3)
        for (index, lesson) in TestSet.share(Self.translated, part: part, of: 3).enumerated() {
            for pinned in TestSet.everyCase ? [false, true] : [(index + part) % 2 == 1] {
                // pinned with `taskset -c 0`, in Korean by the locale; on all CPUs by `--lang ko`
                let words = ["run", lesson, "--pace", "0.05", "--seed", "1"]
                let run =
                    pinned
                    ? try LearnBinary(path: "/usr/bin/taskset").run(
                        ["-c", "0", LearnBinary.built.path] + words, environment: ["COLUMNS": "\(columns)", "LANG": "ko_KR.UTF-8"])
                    : try LearnBinary.built.run(words + ["--lang", "ko"], environment: ["COLUMNS": "\(columns)", "LANG": "C.UTF-8"])
                #expect(
                    run.status == 0,
                    "\(lesson) pinned=\(pinned): every check holds, exit \(run.status)\n\(run.failedChecks)\n\(run.err)\n\(run.out)")
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

    @Test(.needsTmux) func stepScreensFitAt80x24InKorean() throws {
        let term = Terminal()
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

    /// Two more lessons stepped in Korean at 80×24: each screen holds what came since the last
    /// pause, and no line `learn` wrote is wider than the terminal (the terminal wrapped none).
    @Test("race and semaphore step through 80×24 screens in Korean", .needsTmux, arguments: ["race", "semaphore"])
    func moreLessonsStepAt80x24InKorean(_ lesson: String) throws {
        let term = Terminal()
        try term.start(["run", lesson, "--lang", "ko", "--seed", "1", "--step", "--pace", "0.05"], columns: 80, rows: 24)
        let screens = try ClassroomTests.pressEnterThrough(term) { $0.contains("-- 일시 정지") || $0.contains("예측 (") }
        #expect(screens.last?.contains("EXIT=0") == true, "\(screens.last ?? "")")
        for screen in screens.dropFirst().dropLast() {
            let prompts = screen.components(separatedBy: "-- 일시 정지").count - 1 + screen.components(separatedBy: "예측 (").count - 1
            #expect(prompts >= 2, "\(lesson): a screen taller than the terminal:\n\(screen)")
        }
        let wide = try term.writtenLines().filter { ClassroomTests.width($0[...]) > 80 }
        #expect(wide.isEmpty, "\(lesson): lines the terminal had to wrap:\n\(wide.joined(separator: "\n"))")
    }

    /// Being the scheduler in Korean at 80×24: the question, each thread's row, the prompt and the
    /// replay line are Korean, and every line fits (the English prompt, 113 columns, was cut
    /// mid-word by the terminal: "sche|duler").
    @Test(.needsTmux) func scheduleScreenFitsAt80x24InKorean() throws {
        let term = Terminal()
        try term.start(
            ["run", "race", "--lang", "ko", "--variant", "global", "--schedule", "--set", "updates=2", "--set", "writers=2"],
            columns: 80, rows: 24)
        let first = try term.waitFor(60) { $0.contains("다음에는 어느 스레드가 갈까요?") }
        #expect(first.contains("`read count`에서 멈춤") && first.contains("레슨 코드 race/append-row 3번 줄"))
        #expect(first.contains("그 스레드가 gate를 지납니다") && first.contains("Ctrl-C: 중지 >"))
        try term.schedule(["2", "3", "2", "3"], askedBy: "어느 스레드가 갈까요?")
        let lines = try term.writtenLines()
        let text = lines.joined(separator: "\n")
        #expect(text.contains("↷ learn의 스케줄러가 실행을 끝까지 마쳤습니다") && text.contains("이 순서를 다시 실행하려면: `--replay "))
        #expect(!text.contains("who goes next") && !text.contains("lets that thread") && !text.contains("replay this interleaving"))
        let wide = lines.filter { ClassroomTests.width($0[...]) > 80 }
        #expect(wide.isEmpty, "lines the terminal had to wrap:\n\(wide.joined(separator: "\n"))")
    }

    /// The Swift task views of the tasks lesson in Korean at 60, 80 and 100 columns: every line
    /// fits, and the views (from each run's `▶` line to the answer or the checks after it) say no English.
    @Test("the tasks lesson's task views speak Korean and fit 60, 80 and 100 columns", arguments: [60, 80, 100])
    func taskViewsInKorean(_ columns: Int) throws {
        let run = try LearnBinary.built.run(
            ["--lang", "ko", "run", "tasks", "--pace", "0.05", "--seed", "1", "--view", "tasks,task-lanes"],
            environment: ["COLUMNS": "\(columns)", "LANG": "C.UTF-8"])
        #expect(run.status == 0, "\(run.err)\n\(run.out)")
        let lines = run.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let wide = lines.filter { ClassroomTests.width($0[...]) > columns }
        #expect(wide.isEmpty, "at \(columns) columns: \(wide.prefix(3))")
        var views: [String] = []
        var inViews = false
        for line in lines {
            // the views end where the lesson speaks again: a prediction's answer, the checks
            if line.hasPrefix("▶ tasks ") {
                inViews = true
            } else if ["“", "✓", "✗"].contains(where: { line.hasPrefix($0) }) {
                inViews = false
            }
            if inViews && !line.hasPrefix("▶") { views.append(line) }
        }
        let text = views.joined(separator: "\n")
        // a demo's tasks have no creation sites (its hooks cannot see them): no `생성 위치` tree
        #expect(text.contains("Task 숲") && !text.contains("생성 위치") && text.contains("1칸 = "))
        #expect(text.contains("비구조적") && text.contains("enqueue됨"))
        let english = KoreanWords.english(in: text)
        #expect(english.isEmpty, "at \(columns) columns: \(english)\n\(text)")
    }

    /// `learn explore` in Korean, of a lesson and of a learner's file: Korean words, the table's
    /// columns aligned in display columns.
    @Test func exploreInKoreanOfALesson() throws {
        let lesson = try LearnBinary.built.run(["--lang", "ko", "explore", "race"], environment: ["COLUMNS": "80", "LANG": "C.UTF-8"])
        #expect(lesson.status == 0, "\(lesson.err)\n\(lesson.out)")
        Self.expectAlignedTable(lesson.out, rows: 3)
        #expect(lesson.out.hasPrefix("탐색: data-source --variant global") && lesson.out.contains("목표 도달"))
        #expect(lesson.out.contains("중") && lesson.out.contains("개가 목표 `lose-update`에 도달합니다."))
        Self.expectKoreanExploreFits(lesson.out)
    }

    /// A file is compiled with the toolchain on PATH.
    @Test(.needsToolchain) func exploreInKoreanOfALearnersFile() throws {
        let home = TemporaryHome()
        let file = home.path + "/two-lock-deadlock.swift"
        try FileManager.default.copyItem(
            atPath: LearnBinary.packageRoot + "/Tests/LearnPlayTests/Fixtures/ScheduleCorpus/two-lock-deadlock.swift", toPath: file)
        let explored = try LearnBinary.built.run(
            ["--lang", "ko", "explore", file], home: home,
            environment: PlayTests.environment.merging(["COLUMNS": "80", "LANG": "C.UTF-8"]) { _, new in new })
        #expect(explored.status == 0, "\(explored.err)\n\(explored.out)")
        Self.expectAlignedTable(explored.out, rows: 2)
        #expect(explored.out.contains("데드락                ") && explored.out.contains("마지막 출력 \"moved 2\""))
        #expect(explored.out.contains("데드락: 스레드들이 서로를") && explored.out.contains("하나를 리플레이하려면: `learn play --replay TOKEN"))
        Self.expectKoreanExploreFits(explored.out)
    }

    /// An explore's every line fits 80 columns, and none of its words is English.
    static func expectKoreanExploreFits(_ out: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(out.split(separator: "\n").allSatisfy { ClassroomTests.width($0) <= 80 }, "\(out)", sourceLocation: sourceLocation)
        #expect(
            !out.contains("Exploring") && !out.contains("schedules in") && !out.contains("outcome"), "\(out)",
            sourceLocation: sourceLocation)
    }

    /// The header and the next `rows` rows of an explore table: each row's count ends, and its
    /// token starts, in the display columns the header's do.
    static func expectAlignedTable(_ out: String, rows: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        let lines = out.split(separator: "\n").map(String.init)
        guard let header = lines.firstIndex(where: { $0.hasPrefix("  결과") && $0.contains("스케줄 수  리플레이 token") }) else {
            Issue.record("no Korean table header:\n\(out)", sourceLocation: sourceLocation)
            return
        }
        let countEnd = ClassroomTests.width(lines[header].components(separatedBy: "스케줄 수")[0][...]) + 9
        for row in lines[(header + 1)...].prefix(rows) {
            let token = row.split(separator: " ").last.map(String.init) ?? ""
            let count = row.dropLast(token.count + 2)
            #expect(ClassroomTests.width(count) == countEnd && count.last?.isNumber == true, "\(row)", sourceLocation: sourceLocation)
        }
    }
}
