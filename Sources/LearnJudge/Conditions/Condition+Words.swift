extension Condition {
    /// The condition as a lesson writes it (`overlap read read >= 2`).
    package var source: String {
        switch self {
        case .before(let a, let b): "before \(q(a)) \(q(b))"
        case .overlap(let a, let b, let c): "overlap \(q(a)) \(q(b))" + (c.map { " \($0.op.rawValue) \($0.number)" } ?? "")
        case .noOverlap(let a, let b): "no-overlap \(q(a)) \(q(b))"
        case .value(let a, let op, let x): "value \(q(a)) \(op.rawValue) \(x.source)"
        case .count(let a, let op, let n): "count \(q(a)) \(op.rawValue) \(n)"
        case .threads(let a, let op, let n): "threads \(q(a)) \(op.rawValue) \(n)"
        case .onMain(let a): "on-main \(q(a))"
        case .offMain(let a): "off-main \(q(a))"
        case .outcome(let w): "outcome \(w)"
        case .said(let t): "said \"\(t)\""
        case .saidByRuntime(let t): "said-by-runtime \"\(t)\""
        case .cpus(let op, let n): "cpus \(op.rawValue) \(n)"
        case .tasks(let fact, let op, let n): "tasks \(fact.rawValue) \(op.rawValue) \(n)"
        case .waits(let call, let hold, let op, let n): "waits \(q(call)) \(q(hold)) \(op.rawValue) \(n)"
        case .not(let c): "not \(c.source)"
        case .named(let n): n
        }
    }

    /// The condition in words, for ✓/✗ lines (`no `write` overlapped any span on another thread`).
    package var words: String {
        switch self {
        case .before(let a, let b): "every \(w(a)) ended before any \(w(b)) began"
        case .overlap(let a, let b, nil): "some \(w(a)) overlapped \(w(b)) on another thread"
        case .overlap(let a, let b, let c?): "\(w(a)) overlapped \(w(b)) on another thread \(c.op.words) \(c.number) times"
        case .noOverlap(let a, let b): "no \(w(a)) overlapped \(w(b)) on another thread"
        case .value(let a, let op, let x): "`\(a)` is \(op.words) \(x.words)"
        case .count(let a, let op, let n): "the number of \(w(a)) is \(op.words) \(n)"
        case .threads(let a, let op, let n): "the number of threads that ran \(w(a)) is \(op.words) \(n)"
        case .onMain(let a): "every \(w(a)) ran on the main thread"
        case .offMain(let a): "no \(w(a)) ran on the main thread"
        case .outcome(let word): word == "timed-out" ? "the demo timed out" : "the demo \(word)"
        case .said(let t): "the demo printed “\(t)”"
        case .saidByRuntime(let t): "the runtime wrote a line containing “\(t)”"
        case .cpus(let op, let n): "the number of CPUs the demo could use is \(op.words) \(n)"
        case .tasks(let fact, let op, let n): "the number of \(fact.words) is \(op.words) \(n)"
        case .waits(let call, let hold, let op, let n):
            "the number of \(w(call)) calls that waited while another task was inside \(w(hold)) is \(op.words) \(n)"
        case .not(let c): "not (\(c.words))"
        case .named(let n): "`\(n)` holds"
        }
    }

    private func q(_ label: String) -> String {
        label.contains(where: { $0 == " " || $0 == "\t" }) || label.isEmpty ? "\"\(label)\"" : label
    }

    private func w(_ label: String) -> String { label == "*" ? "any span" : "`\(label)`" }
}

extension Operand {
    var source: String {
        switch self {
        case .number(let x): x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : String(x)
        case .value(let name): name
        }
    }

    var words: String {
        switch self {
        case .number: source
        case .value(let name): "`\(name)`"
        }
    }
}

extension RepeatedCondition {
    /// The condition as written, with its repetition qualifier.
    package var source: String {
        switch quantifier {
        case .every: condition.source
        case .any: condition.source + " in any run"
        case .runs(let op, let k): condition.source + " in \(op.rawValue) \(k) runs"
        }
    }

    /// The condition in words; `runs` is how many runs the `@run` made.
    package func words(runs: Int) -> String {
        switch quantifier {
        case .every: runs > 1 ? condition.words + ", in every run" : condition.words
        case .any: condition.words + ", in at least one run"
        case .runs(let op, let k): condition.words + ", in \(op.words) \(k) of \(runs) runs"
        }
    }
}
