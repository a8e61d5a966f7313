import LearnDemos
import LearnLanguage
import LearnTestSupport
import LearnTrace
import Testing

@testable import LearnCommands
@testable import LearnLessons

/// What a learner reads around a lesson under `--lang ko`: the end of a lesson or part, where
/// they left off, `progress`, `list`, `demos` and the shell's `set` speak Korean, fit the width
/// in display columns, and leave no line of learn's words in English (``EnglishLeaks``). English
/// stays as it was.
@Suite struct KoreanRunWordsTests {
    func player(_ id: String, part: String? = nil, _ language: Language) -> ScriptedPlayer {
        let player = ScriptedPlayer(id: id, stops: [])
        player.options.variant = part
        player.options.render.language = language
        return player
    }

    @Test("the end of a lesson, of a part and of the last lesson, in Korean and in English")
    func finishedLine() throws {
        let session = Capture().session()
        let last = try #require(session.library.lessons.last?.id)
        #expect(session.finishedLine(player("barrier", .ko), width: 80) == "■ barrier 레슨을 마쳤습니다. 다음: learn run semaphore")
        #expect(
            session.finishedLine(player("barrier", part: "unsafe", .ko), width: 80)
                == "■ barrier 레슨의 `unsafe` 파트를 마쳤습니다. 다음: learn run semaphore")
        #expect(session.finishedLine(player(last, .ko), width: 80) == "■ \(last) 레슨을 마쳤습니다. 마지막 레슨이었습니다.")
        #expect(session.finishedLine(player("barrier", .en), width: 80) == "■ barrier is finished. Next: learn run semaphore")
        #expect(session.finishedLine(player(last, .en), width: 80) == "■ \(last) is finished. It is the last lesson.")
        // counted in display columns (not characters) the two do not fit 50, so the command goes below
        #expect(session.finishedLine(player("barrier", .ko), width: 50) == "■ barrier 레슨을 마쳤습니다.\n다음: learn run semaphore")
        let shell = Capture().session(interactive: true)
        #expect(shell.finishedLine(player("barrier", .ko), width: 80) == "■ barrier 레슨을 마쳤습니다. 다음: `run semaphore`")
    }

    @Test("where the learner left off, and the shell's greeting")
    func whereLeftOff() {
        let session = Capture().session()
        session.progress.markCompleted("barrier")
        session.language = .ko
        #expect(session.whereLeftOff() == "마지막으로 마친 레슨: barrier. 다음: `run semaphore`")
        session.language = .en
        #expect(session.whereLeftOff() == "Last finished: barrier. Next: `run semaphore`")
        #expect(
            Catalogue(.ko)(.shellGreeting, "1.0")
                == "learn 1.0: `help`는 명령 목록을, `list`는 레슨 목록을 보여 줍니다. Ctrl-D로 나갑니다.")
    }

    @Test("progress: the lessons by their Korean titles, the totals, the exercises")
    func progress() throws {
        let capture = Capture()
        let session = capture.session()
        session.progress.markCompleted("threads")
        session.progress.recordPrediction(lesson: "threads", name: "p", question: "q", chosen: "a", agreed: true)
        session.progress.recordVerify(exercise: "barrier", passed: true)
        _ = session.progress.recordHint(exercise: "barrier", available: 3)
        let command = try #require(try LearnCommand.parseAsRoot(["progress", "--lang", "ko"]) as? ProgressCommand)
        try command.execute(in: session)
        let lines = capture.out.split(separator: "\n").map(String.init)
        let title = try #require(session.library.headers(in: .ko).first { $0.id == "threads" }?.title)
        #expect(lines.first == "✓ threads  \(title) (예측 1개 중 1개가 실행과 맞음)")
        #expect(lines.contains("레슨 19개 중 1개 마침; 예측 1개 중 1개가 실행과 맞음; 다음: `learn run queues`"), "\(lines)")
        #expect(lines.contains("연습 문제:"))
        #expect(lines.contains("✓ barrier  통과, 힌트 1개 사용"), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("연습 문제 ") && $0.hasSuffix("개 중 1개 통과") })
        #expect(EnglishLeaks.lines(in: capture.out).isEmpty, "\(EnglishLeaks.lines(in: capture.out))")
    }

    @Test("list marks a passed exercise in Korean")
    func list() throws {
        let capture = Capture()
        let session = capture.session()
        session.progress.recordVerify(exercise: "barrier", passed: true)
        let command = try #require(try LearnCommand.parseAsRoot(["list", "--lang", "ko"]) as? ListCommand)
        try command.execute(in: session)
        #expect(capture.out.contains(" [연습 문제 통과]") && !capture.out.contains("exercise passed"), "\(capture.out)")
    }

    @Test("demos: every demo's page in Korean, within 60 and 80 columns", arguments: [60, 80])
    func demos(_ width: Int) throws {
        var all = ""
        for arguments in [["demos"]] + DemoCatalog.all.map({ ["demos", $0.id] }) {
            let capture = Capture()
            let session = capture.session()
            session.language = .ko
            session.render.width = width
            try #require(try LearnCommand.parseAsRoot(arguments) as? DemosCommand).execute(in: session)
            all += capture.out
        }
        let wide = all.split(separator: "\n").filter { TerminalLines.columns(String($0)) > width }
        #expect(wide.isEmpty, "\(wide)")
        // the columns hang four and more in: each row is read whole, its wrapped lines joined;
        // the labels and regions are names, not words
        let rows = all.replacing(/\n {4,}/, with: " ").replacing(/\n(label|코드 region) [^\n]*:(\n  [^\n]*)+/, with: "")
        let english = EnglishLeaks.lines(in: rows)
        #expect(english.isEmpty, "\(english.joined(separator: "\n"))")
        #expect(all.contains("variant (첫 번째가 기본값):") && all.contains("[data race; 정상 종료]"))
        #expect(all.contains("  readers     읽는 스레드 수 — 기본값 3, 1…6개"))
    }

    @Test("the shell's `set` lists the lesson's parameters in Korean")
    func set() throws {
        let capture = Capture()
        let shell = capture.shell(in: .ko)
        #expect(shell.execute("set") == 0)
        #expect(capture.out.contains("정한 파라미터가 없습니다; `set NAME=VALUE`로 정하세요"))
        shell.session.openPlayer = ScriptedPlayer(demo: "barrier-array", stops: [])
        #expect(shell.execute("set readers=5") == 0)
        #expect(shell.execute("set") == 0)
        #expect(capture.out.contains("`barrier-array` (barrier 레슨)의 파라미터:\n"))
        #expect(capture.out.contains("  readers     읽는 스레드 수 — 기본값 3, 1…6개; 지금 값: 5\n"), "\(capture.out)")
        #expect(EnglishLeaks.lines(in: capture.out.replacing(/\n {4,}/, with: " ")).isEmpty, "\(capture.out)")
    }
}
