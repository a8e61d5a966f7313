extension Condition {
    /// The span, mark and value labels the condition reads from a trace, in order (`*`, any
    /// label, left out): what `learn check` requires a run to record.
    package var labels: [String] {
        switch self {
        case .before(let a, let b), .overlap(let a, let b, _), .noOverlap(let a, let b):
            return [a, b].filter { $0 != "*" }
        case .value(let name, _, let operand):
            if case .value(let other) = operand { return [name, other] }
            return [name]
        case .count(let a, _, _), .threads(let a, _, _), .onMain(let a), .offMain(let a):
            return a == "*" ? [] : [a]
        case .waits(let call, let hold, _, _):
            return [call, hold]
        case .not(let inner):
            return inner.labels
        case .outcome, .said, .saidByRuntime, .cpus, .tasks, .named:
            return []
        }
    }

    /// The names of checks and observations the condition refers to (`@check NAME`).
    package var names: [String] {
        switch self {
        case .named(let name): [name]
        case .not(let inner): inner.names
        default: []
        }
    }
}
