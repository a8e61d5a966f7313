@testable import LearnLessons
import LearnRunner
import LearnTrace
import Testing

/// Runs whose `lost` value is 0, 2, 0, 5: a repeat=4 in miniature.
private let runs: [RunResult] = [0, 2, 0, 5].map { lost in
    RunResult(request: RunRequest(demo: "counter", variant: "unsafe"), status: .finished, trace: readsTrace(lost: lost))
}

private func condition(_ text: String) -> RepeatedCondition {
    try! ConditionParser.parse(text, column: 1).get()
}

@Suite("Run verdicts")
struct RunVerdictsTests {
    /// Checks as a lesson writes them: names, quantifiers, `not` around names and facts.
    static let checks: [(String, String)] = [
        ("some", "value lost > 0 in any run"),
        ("most", "value lost == 0 in >= 3 runs"),
        ("every", "value lost >= 0"),
        ("never", "not some"),
        ("half", "value lost > 0 in == 2 runs"),
        ("overlap", "overlap read read"),
        ("per-run", "not some in any run"),
        ("twice", "not not value lost == 2"),
    ]

    @Test("tallied run by run, they decide as the evaluator does over the whole traces")
    func sameAsEvaluator() {
        let conditions = Self.checks.map { condition($0.1) }
        var verdicts = RunVerdicts()
        for run in runs { verdicts.tally(run, conditions: conditions) }
        var evaluator = ConditionEvaluator(runs: runs)
        for ((name, _), c) in zip(Self.checks, conditions) {
            verdicts.decide(name, c)
            evaluator.named[name] = evaluator.evaluate(c)
            #expect(verdicts.named[name] == evaluator.named[name], "\(name)")
        }
        #expect(verdicts.runs == 4)
        #expect(verdicts.named["some"]?.holds == true && verdicts.named["never"]?.holds == false)
    }

    @Test("a fact not tallied is false in every run; `not` on it is true")
    func untallied() {
        var verdicts = RunVerdicts()
        verdicts.tally(runs[0], conditions: [])
        #expect(verdicts.evaluate(condition("value lost == 0")).perRun == [false])
        #expect(verdicts.evaluate(condition("not value lost == 0")).perRun == [true])
    }

    @Test("deep `not` nesting is unwrapped without recursion")
    func deepNot() {
        var c = Condition.value("lost", .eq, .number(0))
        for _ in 0..<5_000 { c = .not(c) }
        let (negations, core) = RunVerdicts.strip(c)
        #expect(negations == 5_000 && core == .value("lost", .eq, .number(0)))
    }
}
