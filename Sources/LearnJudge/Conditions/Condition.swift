import LearnTrace

/// A condition over one run's trace, as written after `@check NAME:`, `@observe NAME:` and `@if`.
package indirect enum Condition: Sendable, Equatable {
    /// `before A B`: every `A` (span end, or mark) happened before any `B` (span begin, or mark).
    case before(String, String)
    /// `overlap A B [OP N]`: pairs of `A`/`B` spans on different threads that overlapped.
    case overlap(String, String, Comparison?)
    /// `no-overlap A B`
    case noOverlap(String, String)
    /// `value NAME OP X`
    case value(String, CompareOp, Operand)
    /// `count A OP N`
    case count(String, CompareOp, Int)
    /// `threads A OP N`
    case threads(String, CompareOp, Int)
    /// `on-main A`
    case onMain(String)
    /// `off-main A`
    case offMain(String)
    /// `outcome finished|crashed|timed-out`
    case outcome(String)
    /// `said "TEXT"`
    case said(String)
    /// `said-by-runtime "TEXT"`: a line the runtime wrote on stderr contains `TEXT`.
    case saidByRuntime(String)
    /// `cpus OP N`: how many CPUs the demo's process could run on (false when unknown).
    case cpus(CompareOp, Int)
    /// `tasks FACT OP N`: a count about the run's Swift tasks, recorded from the runtime
    /// (`tasks created == 25`, `tasks peak-alive >= 2`, `tasks ignored-cancel > 0`).
    case tasks(TaskFact, CompareOp, Int)
    /// `waits CALL HOLD OP N`: how many `CALL` marks (a task calling into an actor) found
    /// another task inside a `HOLD` span (the actor's code) before their own `HOLD` began
    /// (``ActorWaits``).
    case waits(String, String, CompareOp, Int)
    /// `not CONDITION`
    case not(Condition)
    /// The name of a `@check` or `@observe` of the same run.
    case named(String)

    /// The words a condition starts with.
    package static let keywords = [
        "before", "overlap", "no-overlap", "value", "count", "threads",
        "on-main", "off-main", "outcome", "said", "said-by-runtime", "cpus", "tasks", "waits", "not",
    ]
    /// The words `outcome` takes.
    package static let outcomes = ["finished", "crashed", "timed-out"]
}

/// A comparison operator: `<`, `<=`, `==`, `!=`, `>=`, `>`.
package enum CompareOp: String, Sendable, Equatable, CaseIterable {
    case lt = "<", le = "<=", eq = "==", ne = "!=", ge = ">=", gt = ">"

    package func holds<T: Comparable>(_ a: T, _ b: T) -> Bool {
        switch self {
        case .lt: a < b
        case .le: a <= b
        case .eq: a == b
        case .ne: a != b
        case .ge: a >= b
        case .gt: a > b
        }
    }

    /// In words: "at least", "fewer than", …
    package var words: String {
        switch self {
        case .lt: "less than"
        case .le: "at most"
        case .eq: "exactly"
        case .ne: "not"
        case .ge: "at least"
        case .gt: "more than"
        }
    }
}

/// `OP N`, as in `overlap read read >= 2`.
package struct Comparison: Sendable, Equatable {
    package var op: CompareOp
    package var number: Int
}

/// The right side of `value NAME OP X`: a number or another value's name.
package enum Operand: Sendable, Equatable {
    case number(Double)
    case value(String)
}

/// How a condition speaks of several runs (`repeat=N`).
package enum Quantifier: Sendable, Equatable {
    /// Holds in every run (the default).
    case every
    /// `in any run`
    case any
    /// `in OP K runs`
    case runs(CompareOp, Int)
}

/// A condition and what it says over repeated runs.
package struct RepeatedCondition: Sendable, Equatable {
    package var condition: Condition
    package var quantifier: Quantifier
    package init(_ condition: Condition, _ quantifier: Quantifier = .every) {
        self.condition = condition
        self.quantifier = quantifier
    }
}
