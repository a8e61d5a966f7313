import LearnDemoProcess
import LearnJudge
import LearnRunner
import LearnTrace
import Testing

@testable import LearnLessons

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

    /// What each check decides over the runs (lost = 0, 2, 0, 5), in each run and over all.
    static let expected: [String: RunVerdicts.Verdict] = [
        "some": .init(perRun: [false, true, false, true], holds: true),
        "most": .init(perRun: [true, false, true, false], holds: false),
        "every": .init(perRun: [true, true, true, true], holds: true),
        "never": .init(perRun: [false, false, false, false], holds: false),
        "half": .init(perRun: [false, true, false, true], holds: true),
        "overlap": .init(perRun: [true, true, true, true], holds: true),
        "per-run": .init(perRun: [true, false, true, false], holds: true),
        "twice": .init(perRun: [false, true, false, false], holds: false),
    ]

    @Test("each quantifier, name and `not` decides as the lesson format says")
    func quantifiers() {
        let conditions = Self.checks.map { condition($0.1) }
        var verdicts = RunVerdicts()
        for run in runs { verdicts.tally(run, conditions: conditions) }
        for ((name, _), c) in zip(Self.checks, conditions) {
            #expect(verdicts.decide(name, c) == Self.expected[name], "\(name)")
        }
        #expect(verdicts.runs == 4)
    }

    @Test("tallied run by run as the player does, or all at once as the verifier does: the same verdicts")
    func tallyAtOnce() {
        let conditions = Self.checks.map { condition($0.1) }
        var oneByOne = RunVerdicts()
        for run in runs { oneByOne.tally(run, conditions: conditions) }
        var atOnce = RunVerdicts(runs: runs, conditions: conditions)
        for ((name, _), c) in zip(Self.checks, conditions) {
            #expect(oneByOne.decide(name, c) == atOnce.decide(name, c), "\(name)")
        }
        #expect(oneByOne.named == atOnce.named)
    }

    @Test("a name not decided yet is false in every run; `not` on it is true")
    func undecidedName() {
        let verdicts = RunVerdicts(runs: runs, conditions: [])
        #expect(verdicts.evaluate(condition("later")) == .init(perRun: [false, false, false, false], holds: false))
        #expect(verdicts.evaluate(condition("not later")).holds)
        #expect(verdicts.evaluate(condition("later in any run")).holds == false)
    }

    @Test("no runs: `every` does not hold, `in == 0 runs` does")
    func noRuns() {
        let verdicts = RunVerdicts(runs: [], conditions: [condition("value lost >= 0")])
        #expect(verdicts.evaluate(condition("value lost >= 0")) == .init(perRun: [], holds: false))
        #expect(verdicts.evaluate(condition("value lost >= 0 in == 0 runs")).holds)
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
