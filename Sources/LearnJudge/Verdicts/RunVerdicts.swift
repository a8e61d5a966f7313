import LearnRunner

/// The conditions of one `@run` decided over its runs: the one place that owns the repetition
/// qualifiers (`every run`, `in any run`, `in >= K runs`). The player tallies run by run as each
/// finishes, so its traces need not be kept (`repeat=N` holds N rows of booleans, not N traces);
/// the claims audit and the exercise verifier, which keep every run, tally them all at once.
///
/// A condition is `not … not` around either a fact about one run (decided by
/// ``ConditionEvaluator`` when the run ends) or the name of a check of this `@run` (decided over
/// all runs, from the verdicts before it).
package struct RunVerdicts: Sendable {
    /// A condition decided for each run and over all of them.
    package struct Verdict: Sendable, Equatable {
        package var perRun: [Bool]
        package var holds: Bool

        package init(perRun: [Bool], holds: Bool) {
            self.perRun = perRun
            self.holds = holds
        }
    }

    /// The facts tallied, and for each the result in each run.
    private var facts: [Condition] = []
    private var perRun: [[Bool]] = []
    /// The checks and observations decided so far, by name.
    package private(set) var named: [String: Verdict] = [:]
    package private(set) var runs = 0

    package init() {}

    /// The verdicts of `runs`, every fact inside `conditions` tallied.
    package init(runs: [RunResult], conditions: [RepeatedCondition]) {
        for run in runs { tally(run, conditions: conditions) }
    }

    /// Tallies, for one finished run, every fact inside `conditions`.
    package mutating func tally(_ result: RunResult, conditions: [RepeatedCondition]) {
        let evaluator = ConditionEvaluator(result)
        for condition in conditions {
            let (_, core) = Self.strip(condition.condition)
            if case .named = core { continue }
            let index =
                facts.firstIndex(of: core)
                ?? {
                    facts.append(core)
                    perRun.append(Array(repeating: false, count: runs))
                    return facts.count - 1
                }()
            if perRun[index].count == runs { perRun[index].append(evaluator.holds(core)) }
        }
        runs += 1
        for index in perRun.indices where perRun[index].count < runs { perRun[index].append(false) }
    }

    /// Decides `condition` over the runs; a named check's verdict is kept for later references.
    @discardableResult
    package mutating func decide(_ name: String, _ condition: RepeatedCondition) -> Verdict {
        let verdict = evaluate(condition)
        named[name] = verdict
        return verdict
    }

    /// A condition over every run, with its repetition qualifier. A fact not tallied is false in
    /// every run, and so is a name not decided yet.
    package func evaluate(_ condition: RepeatedCondition) -> Verdict {
        let (negations, core) = Self.strip(condition.condition)
        let flip = negations % 2 == 1
        if case .named(let name) = core, condition.quantifier == .every {
            let value = (named[name]?.holds ?? false) != flip
            return .init(perRun: Array(repeating: value, count: runs), holds: value)
        }
        let row: [Bool]
        if case .named(let name) = core {
            let known = named[name]
            row = (0..<runs).map { run in
                guard let known else { return false }
                return run < known.perRun.count ? known.perRun[run] : known.holds
            }
        } else {
            row = facts.firstIndex(of: core).map { perRun[$0] } ?? Array(repeating: false, count: runs)
        }
        let decided = flip ? row.map { !$0 } : row
        let count = decided.filter { $0 }.count
        let holds =
            switch condition.quantifier {
            case .every: !decided.isEmpty && count == decided.count
            case .any: count > 0
            case .runs(let op, let k): op.holds(count, k)
            }
        return .init(perRun: decided, holds: holds)
    }

    /// The number of `not`s around a condition and what they wrap (no recursion: nesting is deep
    /// only in hostile lessons, and this must not overflow the stack on them).
    package static func strip(_ condition: Condition) -> (negations: Int, core: Condition) {
        var core = condition
        var negations = 0
        while case .not(let inner) = core {
            negations += 1
            core = inner
        }
        return (negations, core)
    }
}
