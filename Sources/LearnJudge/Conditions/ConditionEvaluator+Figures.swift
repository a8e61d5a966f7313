import LearnTrace

extension ConditionEvaluator {
    /// The figures behind a condition in this run, in words (`balance was 212`,
    /// `3 deposit`), so a failed check says what the run really did; nil when there is none.
    package func figures(_ condition: Condition) -> String? {
        let trace = result.trace
        switch condition {
        case .value(let name, _, let operand):
            var said = trace.values[name].map { "`\(name)` was \($0)" } ?? "`\(name)` was never recorded"
            if case .value(let other) = operand {
                said += trace.values[other].map { ", `\(other)` was \($0)" } ?? ", `\(other)` was never recorded"
            }
            return said
        case .count(let a, _, _):
            return "\(TraceFacts.count(trace, a)) `\(a)` recorded"
        case .threads(let a, _, _):
            return "`\(a)` ran on \(TraceFacts.threads(trace, a).count) thread(s)"
        case .overlap(let a, let b, _), .noOverlap(let a, let b):
            return "\(TraceFacts.overlaps(trace, a, b)) overlapping pair(s) of `\(a)` and `\(b)`"
        case .onMain(let a), .offMain(let a):
            let flags = TraceFacts.mainFlags(trace, a)
            if flags.isEmpty { return "no `\(a)` was recorded" }
            return "\(flags.filter { $0 }.count) of \(flags.count) `\(a)` ran on the main thread"
        case .before(let a, let b):
            let a1 = TraceFacts.count(trace, a), b1 = TraceFacts.count(trace, b)
            if a1 == 0 || b1 == 0 { return "\(a1) `\(a)` and \(b1) `\(b)` recorded" }
            return nil
        case .outcome:
            return "the run " + result.status.word
        case .tasks(let fact, _, _):
            return "\(TaskMetrics(trace).count(fact)) \(fact.words)"
        case .waits(let call, let hold, _, _):
            let waits = ActorWaits(trace, call: call, hold: hold)
            return
                "\(waits.waits.count) `\(call)` waited (\(ActorWaits.list(waits.waiters)), while \(ActorWaits.list(waits.holders)) held `\(hold)`)"
        case .not:
            return figures(RunVerdicts.strip(condition).core)
        default:
            return nil
        }
    }

    /// The figure behind a check, in brackets: `(lost = 0)`, `(held in 37 of 100 runs)`.
    package static func detail(_ condition: RepeatedCondition, _ decided: RunVerdicts.Verdict, last: Trace?) -> String {
        if decided.perRun.count > 1 {
            return " (held in \(decided.perRun.filter { $0 }.count) of \(decided.perRun.count) runs)"
        }
        guard let trace = last else { return "" }
        switch condition.condition {
        case .value(let name, _, _): return trace.values[name].map { " (\(name) = \($0))" } ?? " (\(name) was not reported)"
        case .count(let a, _, _): return " (it was \(TraceFacts.count(trace, a)))"
        case .threads(let a, _, _): return " (it was \(TraceFacts.threads(trace, a).count))"
        case .overlap(let a, let b, _), .noOverlap(let a, let b):
            let n = TraceFacts.overlaps(trace, a, b)
            return " (\(n) overlapping \(n == 1 ? "pair" : "pairs"))"
        default: return ""
        }
    }
}
