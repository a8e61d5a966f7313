import LearnLanguage
import LearnTrace

extension ConditionEvaluator {
    /// The figures behind a condition in this run, in words (`balance was 212`,
    /// `3 deposit`), so a failed check says what the run really did; nil when there is none.
    package func figures(_ condition: Condition, _ say: Catalogue = Catalogue(.en)) -> String? {
        let trace = result.trace
        switch condition {
        case .value(let name, _, let operand):
            var said = trace.values[name].map { say(.figureValue, name, $0) } ?? say(.figureNeverRecorded, name)
            if case .value(let other) = operand {
                said += ", " + (trace.values[other].map { say(.figureValue, other, $0) } ?? say(.figureNeverRecorded, other))
            }
            return said
        case .count(let a, _, _):
            return say(.figureCount, TraceFacts.count(trace, a), a)
        case .threads(let a, _, _):
            return say(.figureThreads, a, TraceFacts.threads(trace, a).count)
        case .overlap(let a, let b, _), .noOverlap(let a, let b):
            return say(.figureOverlaps, TraceFacts.overlaps(trace, a, b), a, b)
        case .onMain(let a), .offMain(let a):
            let flags = TraceFacts.mainFlags(trace, a)
            if flags.isEmpty { return say(.figureNoneRecorded, a) }
            return say(.figureOnMain, flags.filter { $0 }.count, flags.count, a)
        case .before(let a, let b):
            let a1 = TraceFacts.count(trace, a), b1 = TraceFacts.count(trace, b)
            if a1 == 0 || b1 == 0 { return say(.figureBothRecorded, a1, a, b1, b) }
            return nil
        case .outcome:
            return say(.figureOutcome, say(result.status.outcomeKey))
        case .tasks(let fact, _, _):
            return say(.figureTasks, TaskMetrics(trace).count(fact), fact.words(say))
        case .waits(let call, let hold, _, _):
            let waits = ActorWaits(trace, call: call, hold: hold)
            return say(.figureWaits, waits.waits.count, call, Self.list(waits.waiters, say), Self.list(waits.holders, say), hold)
        case .not:
            return figures(RunVerdicts.strip(condition).core, say)
        default:
            return nil
        }
    }

    /// The figure behind a check, in brackets: `(lost = 0)`, `(held in 37 of 100 runs)`.
    package static func detail(
        _ condition: RepeatedCondition, _ decided: RunVerdicts.Verdict, last: Trace?, _ say: Catalogue = Catalogue(.en)
    ) -> String {
        if decided.perRun.count > 1 {
            return say(.detailHeld, decided.perRun.filter { $0 }.count, decided.perRun.count)
        }
        guard let trace = last else { return "" }
        switch condition.condition {
        case .value(let name, _, _): return trace.values[name].map { say(.detailValue, name, $0) } ?? say(.detailNotReported, name)
        case .count(let a, _, _): return say(.detailItWas, TraceFacts.count(trace, a))
        case .threads(let a, _, _): return say(.detailItWas, TraceFacts.threads(trace, a).count)
        case .overlap(let a, let b, _), .noOverlap(let a, let b):
            let n = TraceFacts.overlaps(trace, a, b)
            return say(.detailPairs, n)
        default: return ""
        }
    }

    /// Task names as a list: `A, B and C` (`no task` when there is none), as ``ActorWaits/list(_:)``.
    private static func list(_ names: [String], _ say: Catalogue) -> String {
        switch names.count {
        case 0: say(.figureNoTask)
        case 1: names[0]
        default: names.dropLast().joined(separator: ", ") + say(.figureListAnd) + names[names.count - 1]
        }
    }
}
