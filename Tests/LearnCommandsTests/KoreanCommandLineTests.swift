import ArgumentParser
import Foundation
import LearnJudge
import LearnLanguage
import LearnLessons
import LearnState
import LearnTestSupport
import LearnTrace
import Testing

@testable import LearnCommands

/// The command line's usage errors under `--lang ko`: the message, the option's help and the
/// pointer to `--help` in Korean, the usage's flags as ArgumentParser writes them, exit 64, every
/// line within 80 columns; in English, word for word what ArgumentParser prints.
@Suite struct KoreanCommandLineTests {
    /// The report for a command line that does not parse (or whose option a command refuses).
    static func report(_ args: [String], _ language: Language) -> ErrorReport {
        do {
            _ = try LearnCommand.parseAsRoot(args)
            return ErrorReport(text: "parsed", toStandardOutput: true, status: 0)
        } catch {
            return ErrorReport(error, language: language, columns: 80)
        }
    }

    static let usageLines: [[String]] = [
        ["run", "race", "--pace", "-1"], ["run", "race", "--seed", "x"], ["run", "race", "--view", "nope"], ["run", "--nosuch"],
        ["run", "race", "--pacee", "2"], ["run"], ["run", "race", "--pace"], ["run", "race", "extra"], ["run", "race", "--step=3"],
        ["list", "a", "b"], ["--nosuch"], ["play", "x.swift", "--runs", "0"], ["play", "x.swift", "--watchdog", "nan"],
        ["play", "x.swift", "--tsan", "--trace-out", "t.json"], ["play", "x.swift", "--tsan", "--schedule"],
        ["play", "x.swift", "--schedule", "--repeat", "2"], ["play", "x.swift", "--schedule", "--replay", "a"],
        ["play", "x.swift", "--tsan", "--repeat", "2"], ["play", "x.swift", "--runs", "abc"], ["explore", "race", "--budget", "0"],
        ["explore", "race", "--preemptions", "30"], ["check", "--nosuch"], ["--lang", "fr", "list"],
        ["verify", "race", "--replay", "zz"], ["verify", "race", "--replay", "1b:3", "--watch"],
    ]

    @Test("a refused option in Korean: the message, the usage, where the help is")
    func paceInKorean() {
        let r = Self.report(["--lang", "ko", "run", "race", "--pace", "-1"], .ko)
        #expect(r.status == 64 && !r.toStandardOutput)
        #expect(
            r.text == """
                오류: `--pace`에는 0보다 크고 100 이하인 수(예: 0.5, 2)를 씁니다. 받은 값: `-1`
                사용법: learn run [<options>] <lesson>
                  자세한 내용은 `learn run --help`에서 볼 수 있습니다.
                """)
    }

    @Test("the parser's own message in Korean, with the option's help from the Korean command help")
    func parserInKorean() {
        let missing = Self.report(["run", "race", "--pace"], .ko)
        #expect(missing.status == 64)
        #expect(
            missing.text == """
                오류: `--pace`에는 값이 필요합니다
                도움말: --pace <pace>  일부러 넣은 지연을 모두 이 배수로 바꿉니다(2 = 수업용으로
                                       느리게, 0.1 = 빠르게).
                사용법: learn run [<options>] <lesson>
                  자세한 내용은 `learn run --help`에서 볼 수 있습니다.
                """)
        let unknown = Self.report(["run", "race", "--pacee", "2"], .ko)
        #expect(unknown.text.hasPrefix("오류: `learn run`에는 `--pacee` 옵션이 없습니다; 혹시 `--pace`인가요?\n"), "\(unknown.text)")
        let root = Self.report(["--nosuch"], .ko)
        #expect(root.text.hasPrefix("오류: `learn`에는 `--nosuch` 옵션이 없습니다\n사용법: learn [--lessons <dir> ...]"), "\(root.text)")
        // the usage breaks between options, never inside one
        #expect(root.text.contains("\n        [--lang <lang>] <subcommand>\n"), "\(root.text)")
    }

    @Test("English is what ArgumentParser prints, a refused option included")
    func englishUnchanged() {
        #expect(
            Self.report(["run", "race", "--pace", "-1"], .en).text == """
                Error: `--pace` takes a number greater than 0 and at most 100, e.g. 0.5 or 2; not `-1`
                Usage: learn run [<options>] <lesson>
                  See 'learn run --help' for more information.
                """)
        #expect(
            Self.report(["play", "x.swift", "--watchdog", "0"], .en).text == """
                Error: --watchdog takes seconds above 0 and at most 3600, not 0.0
                Usage: learn play [<options>] [<file>]
                  See 'learn play --help' for more information.
                """)
        #expect(
            Self.report(["run", "race", "--lang", "fr"], .en).text == """
                Error: --lang takes en, ko, not `fr`
                Usage: learn [--lessons <dir> ...] [--no-color] [--trust-lessons] [--lang <lang>] <subcommand>
                  See 'learn --help' for more information.
                """)
        // the parser's own errors: its own text, untouched
        for args in [["run", "race", "--pace"], ["run", "--nosuch"], ["list", "a", "b"], ["run", "race", "--step=3"]] {
            do {
                _ = try LearnCommand.parseAsRoot(args)
                Issue.record("\(args) parsed")
            } catch {
                #expect(ErrorReport(error).text == VisibleText.escape(LearnCommand.fullMessage(for: error)), "\(args)")
            }
        }
    }

    @Test("every usage error exits 64 in both languages, and no Korean line is wider than 80 columns")
    func exitCodesAndWidth() {
        for args in Self.usageLines {
            let english = Self.report(args, .en), korean = Self.report(args, .ko)
            #expect(english.status == 64 && korean.status == 64, "\(args)")
            #expect(!korean.text.contains("Error:") && korean.text.contains("오류: "), "\(args): \(korean.text)")
            for line in korean.text.split(separator: "\n") {
                #expect(TerminalLines.columns(String(line)) <= 80, "\(args): \(line)")
            }
        }
    }

    @Test("a refused option's English is the words it always had")
    func optionProblemsInEnglish() {
        let said: [(OptionProblem, String)] = [
            (.seed("x"), "`--seed` takes a whole number from 0 to 18446744073709551615, e.g. 42; not `x`"),
            (
                .view("nope"),
                "`--view` takes views separated by commas (log, lanes, summary, output, tasks, task-lanes) or `none`; not `nope`"
            ),
            (.replayToken("zz"), "--replay takes the token a scheduled run printed, like sFCB, not `zz`"),
            (.wholeNumber(option: "--runs", value: 0, range: 1...1000), "--runs takes a whole number from 1 to 1000, not 0"),
            (
                .number(option: "--budget", value: .nan, above: 0, atMost: 3600, seconds: true),
                "--budget takes seconds above 0 and at most 3600, not nan"
            ),
            (.runsOnce(flag: "--replay"), "--replay runs once; leave out --repeat"),
            (.verifyReplay("zz"), "`zz` is not a schedule to replay: copy the TOKEN:SEED a verify printed after `--replay`"),
            (.replayWithWatch, "--replay judges one schedule once; leave out --watch"),
        ]
        for (problem, english) in said { #expect(problem.description == english) }
        #expect(OptionProblem.seed("x").message(.ko) == "`--seed`에는 0부터 18446744073709551615까지의 정수(예: 42)를 씁니다. 받은 값: `x`")
    }

    @Test("in the shell after set lang=ko: a refused option and an unclosed quote, in Korean")
    func shellInKorean() {
        let capture = Capture()
        let shell = capture.shell(in: .ko)
        #expect(shell.execute("run race --pace -1") == 64)
        #expect(capture.err.hasSuffix("learn: `--pace`에는 0보다 크고 100 이하인 수(예: 0.5, 2)를 씁니다. 받은 값: `-1`\n"), "\(capture.err)")
        #expect(shell.execute("run 'race") == 64)
        #expect(capture.err.hasSuffix("learn: 닫는 따옴표(')가 없습니다: 줄 끝에 붙이세요\n"), "\(capture.err)")
        #expect(shell.execute("set view=nope") == 1)
        #expect(capture.err.contains("learn: `view`에는 쉼표로 구분한 뷰 이름("), "\(capture.err)")
        // verify's own refusals are typed problems too: the shell's language, not the environment's
        #expect(shell.execute("verify race --replay zz") == 64)
        let unwrapped = capture.err.replacingOccurrences(of: "\n       ", with: " ")
        #expect(
            unwrapped.hasSuffix("learn: `zz`은(는) 리플레이할 스케줄이 아닙니다: verify가 출력한 TOKEN:SEED를 `--replay` 뒤에 그대로 붙여 넣으세요\n"), "\(capture.err)")
        #expect(shell.execute("verify race --replay 1b:3 --watch") == 64)
        #expect(capture.err.hasSuffix("learn: --replay는 스케줄 하나를 한 번만 판정합니다; --watch는 빼세요\n"), "\(capture.err)")
    }

    @Test("rare messages say their facts in Korean: a trace-out refusal, a state file, a lesson's problem")
    func rareMessages() throws {
        let folder = NSTemporaryDirectory()
        do {
            _ = try TraceOutput.open(folder)
            Issue.record("a folder took a trace")
        } catch {
            #expect(error.message.hasPrefix("--trace-out \(VisibleText.name(folder)): is a folder; name a file in it"), "\(error)")
            #expect(error.message(.ko).contains(": 폴더입니다. 그 안의 파일 이름을 주세요"), "\(error.message(.ko))")
        }
        let error = StateFileError(path: "/x/progress.json", action: .read, code: EACCES)
        #expect(error.description == "cannot read /x/progress.json: Permission denied")
        #expect(error.message(.ko) == "/x/progress.json 파일을 읽을 수 없습니다: Permission denied")
        #expect(StateFileError(path: "/x/h", action: .write, code: ELOOP).message(.ko).hasSuffix("심볼릭 링크입니다(learn은 심볼릭 링크를 따라가지 않습니다)"))
        let lesson = """
            ---
            id: x
            title: X
            summary: x
            level: 1
            order: 1
            sources: 004/E3
            demo: noop
            ---
            @chek x: threads a > 1
            """
        let (_, problems) = LessonChecker.check(bytes: Array(lesson.utf8), file: "x.md")
        let directive = try #require(problems.first { $0.message.hasPrefix("unknown directive") })
        #expect(directive.description(in: .ko).hasPrefix("x.md:10:1: error: 알 수 없는 directive `@chek`: 혹시 `@check`인가요? directive는 @part"))
        #expect(directive.description == directive.description(in: .en))
    }
}
