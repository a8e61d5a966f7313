import LearnDemos
import LearnJudge
import LearnLanguage
import LearnTestSupport
import Testing

@testable import LearnCommands

/// The errors issue 26 left for last, in Korean: a parameter learn cannot take, a lesson it
/// would not load, and the parser's messages in the shell's words; in English, word for word
/// as before.
@Suite struct KoreanErrorTests {
    static func korean(_ error: LearnError, in place: LearnError.Place = .commandLine) -> String {
        error.message(in: place, language: .ko)
    }

    @Test("a parameter problem in Korean: an unknown name, a bad value, not name=value")
    func parameters() {
        let misspelt = LearnError.badParameter(.unknownName("taks", scope: "lesson `queues`", known: ["tasks", "work"]))
        #expect(Self.korean(misspelt) == "`queues` 레슨에는 `taks`(이)라는 파라미터가 없습니다; 혹시 `tasks`인가요?")
        #expect(misspelt.message == "`taks` is not a parameter of lesson `queues`; did you mean `tasks`?")
        let unknown = LearnError.badParameter(.unknownName("zzz", scope: "any demo", known: ["readers", "window"]))
        #expect(Self.korean(unknown) == "어느 데모에도 `zzz`(이)라는 파라미터가 없습니다; 파라미터 목록: readers, window")
        let none = LearnError.badParameter(.unknownName("x", scope: "`noop`", known: []))
        #expect(Self.korean(none) == "`noop` 데모에는 `x`(이)라는 파라미터가 없습니다; 받는 파라미터가 없습니다")
        #expect(none.message == "`x` is not a parameter of `noop`; it takes no parameters")
        let window = DemoParameter("window", .int(0...100_000), default: "2000")
        let bad = ParameterCheck.check(name: "window", value: "abc", among: [window], scope: "`race`")!
        #expect(bad.message == "`window` takes a whole number from 0 to 100000, not `abc`")
        #expect(Self.korean(.badParameter(bad)) == "`window` 값으로 `abc`은(는) 쓸 수 없습니다. 쓸 수 있는 값: 0부터 100000까지의 정수")
        #expect(Self.korean(.badParameter(.notAnAssignment("window"))) == "`window`: name=value 형식이 아닙니다. `readers=4`처럼 쓰세요")
    }

    @Test("a lesson learn would not load, in Korean, with the command that shows every problem")
    func rejectedLesson() {
        let problem = Diagnostic(file: "/tmp/mine/a.md", line: 3, column: 1, message: "unknown directive `@rn`")
        let error = LearnError.rejectedLesson(file: "/tmp/mine/a.md", problems: [problem, problem])
        #expect(
            Self.korean(error)
                == "a.md 파일을 불러오지 못했습니다: 문제 2개; 첫 번째 문제: /tmp/mine/a.md:3:1: unknown directive `@rn`; 모두 보려면 `learn check /tmp/mine`를 실행하세요"
        )
        #expect(error.message.hasPrefix("a.md was not loaded: 2 problems; first: /tmp/mine/a.md:3:1: "))
    }

    @Test("the parser's messages in the shell, in Korean")
    func parserInTheShell() {
        let capture = Capture()
        let shell = capture.shell(in: .ko)
        #expect(shell.execute("run") == 64)
        #expect(shell.execute("run race --bogus") == 64)
        #expect(shell.execute("run race --pace") == 64)
        #expect(capture.err.contains("`run`에는 lesson(`LESSON`)이(가) 필요합니다; 쓰는 법: `help run`"), "\(capture.err)")
        #expect(capture.err.contains("`run`에는 `--bogus` 옵션이 없습니다; 쓰는 법: `help run`"))
        #expect(capture.err.contains("`--pace`에는 값이 필요합니다; 쓰는 법: `help run`"))
        #expect(
            ParserWords.message("Missing value for '--pace <pace>'", command: "run")
                == "`--pace` needs a value; `help run` shows how to write it")
    }

    /// ParserWords reads swift-argument-parser's English errors (it has no typed ones): the
    /// package pins the parser's minor version, and this holds each shape ParserWords knows to
    /// what that parser writes, so a new minor version that rewords one fails here, not on a screen.
    @Test(
        "each message of the pinned argument parser that learn words in Korean is one it recognises",
        arguments: [
            ("run", "`run`에는 lesson(`LESSON`)이(가) 필요합니다"),
            ("run race --bogus", "`run`에는 `--bogus` 옵션이 없습니다"),
            ("run race --pace", "`--pace`에는 값이 필요합니다"),
            ("explore race --max-schedules many", "`explore`에는 `many`을(를) 쓸 수 없습니다"),
            ("list extra", "`list`에는 `extra`을(를) 쓸 수 없습니다"),
            ("run race --step=yes", "`--step` 옵션은 값을 받지 않습니다. 받은 값: `yes`"),
            ("list a b", "필요 없는 인자 2개: `a`, `b`"),
        ])
    func parserShapes(line: String, said: String) {
        let capture = Capture()
        let shell = Shell(session: capture.session(), historyStore: nil)
        #expect(shell.execute("set lang=ko") == 0)
        #expect(shell.execute(line) == 64)
        #expect(capture.err.contains(said), "\(capture.err)")
        #expect(!capture.err.contains("'"), "the parser's own words came through: \(capture.err)")
    }

    @Test("the shell's own commands say in Korean that there is nothing to do yet")
    func nothingToDo() {
        let capture = Capture()
        let shell = capture.shell(in: .ko)
        for line in ["next", "again", "trace", "unset window", "set lang=xx"] { #expect(shell.execute(line) != 0, "\(line)") }
        for words in [
            "멈춘 레슨이 없습니다", "아직 다시 실행할 것이 없습니다", "아직 실행한 것이 없습니다", "`window`은(는) 설정되어 있지 않습니다",
            "`lang`에는 `xx`이(가) 아니라 en, ko 중 하나를 쓰세요",
        ] {
            #expect(capture.err.contains(words), "\(words) in \(capture.err)")
        }
    }
}
