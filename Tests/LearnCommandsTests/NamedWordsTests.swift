import LearnExercises
import LearnLanguage
import LearnLessons
import LearnRunner
import LearnState
import LearnTrace
import Testing

@testable import LearnJudge
@testable import LearnPlay

/// Words named by rule (``MessageKey/named(_:_:)``): every value of every type that says itself
/// that way has its message, in every language, so none falls back to its raw value.
@Suite struct NamedWordsTests {
    @Test("the rule: the prefix, then each word of the id capitalised")
    func rule() {
        #expect(MessageKey.named("task", "peak-alive") == .taskPeakAlive)
        #expect(MessageKey.named("run", "timed-out") == .runTimedOut)
        #expect(MessageKey.named("tsan", "atomically written") == .tsanAtomicallyWritten)
        #expect(MessageKey.named("run", "no-such-outcome") == nil)
    }

    static let named: [(String, [MessageKey?])] = [
        ("task facts", TaskFact.allCases.map(\.wordsKey)),
        ("task kinds", TaskRecord.Kind.allCases.map(\.wordsKey)),
        ("task states", TaskRecord.State.allCases.map(\.wordsKey)),
        ("exercise states", ExerciseState.allCases.map(\.wordsKey)),
        ("header keys", LessonParser.headerKeys.map { MessageKey.named("headerMeaning", $0) }),
        ("TSan's verbs", TSanFinding.verbs.map { MessageKey.named("tsan", $0) }),
        (
            "outcomes",
            [
                RunStatus.finished, .crashed(signal: 6, name: "SIGABRT", summary: ""), .timedOut(after: 1, report: []), .interrupted,
                .failed(""),
            ]
            .map { MessageKey.named("run", $0.word) }
        ),
        ("condition outcomes", Condition.outcomes.map { MessageKey.named("run", $0) }),
    ]

    @Test("every value has its message in every language", arguments: 0..<named.count)
    func everyValueHasWords(_ index: Int) {
        let (what, keys) = Self.named[index]
        #expect(!keys.isEmpty)
        for key in keys {
            #expect(key != nil, "\(what): a value has no message")
            guard let key else { continue }
            for language in Language.allCases {
                #expect(Catalogue.text(key, in: language) != nil, "\(what): \(key) in \(language)")
            }
        }
    }
}
