import LearnJudge
import LearnLanguage
import Testing

/// A check's condition in words, in both languages: English as it always read, Korean from the
/// catalogue with the labels, names and numbers of the condition kept as written.
@Suite struct ConditionWordsTests {
    static let parsed: [(source: String, english: String, korean: String)] = [
        ("before a b", "every `a` ended before any `b` began", "`a` 모두가 어느 `b`의 시작보다도 먼저 끝남"),
        ("overlap update update", "some `update` overlapped `update` on another thread", "다른 스레드의 `update` 구간과 겹친 `update` 구간이 있음"),
        ("overlap r r >= 2", "`r` overlapped `r` on another thread at least 2 times", "`r` 구간과 다른 스레드의 `r` 구간이 겹친 횟수가 2 이상"),
        ("no-overlap write *", "no `write` overlapped any span on another thread", "다른 스레드의 구간과 겹친 `write` 구간이 없음"),
        ("value lost > 0", "`lost` is more than 0", "`lost`의 값이 0 초과"),
        ("value t != pid", "`t` is not `pid`", "`t`의 값이 `pid`이(가) 아님"),
        ("count append == 3", "the number of `append` is exactly 3", "기록된 `append`의 수가 정확히 3"),
        ("threads t <= 2", "the number of threads that ran `t` is at most 2", "`t`이(가) 실행된 스레드의 수가 2 이하"),
        ("on-main ui", "every `ui` ran on the main thread", "`ui` 모두가 main 스레드에서 실행됨"),
        ("off-main work", "no `work` ran on the main thread", "`work` 중 main 스레드에서 실행된 것이 없음"),
        ("outcome timed-out", "the demo timed out", "데모가 시간 초과로 멈춤"),
        ("said \"1.작업 종료\"", "the demo printed “1.작업 종료”", "데모가 “1.작업 종료”라고 출력함"),
        ("cpus < 2", "the number of CPUs the demo could use is less than 2", "데모가 쓸 수 있는 CPU의 수가 2 미만"),
        ("tasks created == 25", "the number of tasks created is exactly 25", "생성된 task의 수가 정확히 25"),
        // a negation is said in words of its own, never a double negative
        ("not value early == 1", "`early` is not 1", "`early`의 값이 1이 아님"),
        ("not off-main update", "at least one `update` ran on the main thread", "`update` 중 main 스레드에서 실행된 것이 있음"),
        ("not on-main ui", "at least one `ui` ran off the main thread", "`ui` 중 main 스레드가 아닌 곳에서 실행된 것이 있음"),
        ("not no-overlap a b", "some `a` overlapped `b` on another thread", "다른 스레드의 `b` 구간과 겹친 `a` 구간이 있음"),
        ("not overlap a b", "no `a` overlapped `b` on another thread", "다른 스레드의 `b` 구간과 겹친 `a` 구간이 없음"),
        ("not count x >= 2", "the number of `x` is less than 2", "기록된 `x`의 수가 2 미만"),
        ("not said \"hi\"", "not (the demo printed “hi”)", "다음이 성립하지 않음: (데모가 “hi”라고 출력함)"),
    ]

    static func condition(_ source: String) throws -> Condition {
        try ConditionParser.parse(source, column: 1).get().condition
    }

    @Test("each form in English and in Korean", arguments: parsed.indices)
    func form(_ index: Int) throws {
        let (source, english, korean) = Self.parsed[index]
        let c = try Self.condition(source)
        #expect(c.words == english)
        #expect(c.words(Catalogue(.en)) == english)
        #expect(c.words(Catalogue(.ko)) == korean)
    }

    @Test("a repeated condition says over how many runs it held, in either language")
    func quantifiers() throws {
        let c = try Self.condition("value lost > 0")
        let ko = Catalogue(.ko)
        #expect(RepeatedCondition(c).words(runs: 1, ko) == "`lost`의 값이 0 초과")
        #expect(RepeatedCondition(c).words(runs: 5, ko) == "모든 실행에서 `lost`의 값이 0 초과")
        #expect(RepeatedCondition(c, .any).words(runs: 5, ko) == "적어도 한 번의 실행에서 `lost`의 값이 0 초과")
        #expect(RepeatedCondition(c, .runs(.ge, 99)).words(runs: 100) == "`lost` is more than 0, in at least 99 of 100 runs")
        #expect(RepeatedCondition(c, .runs(.ge, 99)).words(runs: 100, ko) == "실행 100회 중 성립한 횟수가 99 이상: `lost`의 값이 0 초과")
    }
}
