import LearnLanguage
import LearnTrace

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
    package var words: String { words(Catalogue(.en)) }

    /// The condition in words of `say`'s language: every fixed word comes from the catalogue.
    package func words(_ say: Catalogue) -> String {
        switch self {
        case .before(let a, let b): say(.condBefore, w(a, say), w(b, say))
        case .overlap(let a, let b, nil): say(.condOverlapSome, span(a, say), span(b, say))
        case .overlap(let a, let b, let c?): say(.condOverlapTimes, span(a, say), span(b, say), c.op.words(c.number, say))
        case .noOverlap(let a, let b): say(.condNoOverlap, span(a, say), span(b, say))
        case .value(let a, let op, let x): say(.condValue, a, op.words(x.words, say))
        case .count(let a, let op, let n): say(.condCount, w(a, say), op.words(n, say))
        case .threads(let a, let op, let n): say(.condThreads, w(a, say), op.words(n, say))
        case .onMain(let a): say(.condOnMain, w(a, say))
        case .offMain(let a): say(.condOffMain, w(a, say))
        case .outcome(let word): say(.condOutcome, Self.outcomeWords(word, say))
        case .said(let t): say(.condSaid, t)
        case .saidByRuntime(let t): say(.condSaidByRuntime, t)
        case .cpus(let op, let n): say(.condCpus, op.words(n, say))
        case .tasks(let fact, let op, let n): say(.condTasks, fact.words(say), op.words(n, say))
        case .waits(let call, let hold, let op, let n): say(.condWaits, w(call, say), w(hold, say), op.words(n, say))
        // a negation that has words of its own says them, never "not (no … ran …)"
        case .not(.offMain(let a)): say(.condSomeOnMain, w(a, say))
        case .not(.onMain(let a)): say(.condSomeOffMain, w(a, say))
        case .not(.noOverlap(let a, let b)): say(.condOverlapSome, span(a, say), span(b, say))
        case .not(.overlap(let a, let b, nil)): say(.condNoOverlap, span(a, say), span(b, say))
        case .not(.value(let a, let op, let x)): Condition.value(a, op.negated, x).words(say)
        case .not(.count(let a, let op, let n)): Condition.count(a, op.negated, n).words(say)
        case .not(.threads(let a, let op, let n)): Condition.threads(a, op.negated, n).words(say)
        case .not(let c): say(.condNot, c.words(say))
        case .named(let n): say(.condNamed, n)
        }
    }

    /// How a run ended (`finished`, `crashed`, `timed-out`, …), in words: `timed out`, `크래시함`.
    /// The message `run…` of the word (``MessageKey/named(_:_:)``), for a word a condition takes.
    package static func outcomeWords(_ word: String, _ say: Catalogue) -> String {
        guard outcomes.contains(word), let key = MessageKey.named("run", word) else { return word }
        return say(key)
    }

    private func q(_ label: String) -> String {
        label.contains(where: { $0 == " " || $0 == "\t" }) || label.isEmpty ? "\"\(label)\"" : label
    }

    /// A label (a span or a mark) in words; `*` is any span.
    private func w(_ label: String, _ say: Catalogue) -> String { label == "*" ? say(.condAnySpan) : say(.condLabel, label) }

    /// A span's label in words (`구간` follows it in Korean); `*` is any span.
    private func span(_ label: String, _ say: Catalogue) -> String { label == "*" ? say(.condAnySpan) : say(.condSpan, label) }
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

extension CompareOp {
    /// The comparison that holds exactly when this one does not (`not x >= 2` is `x < 2`).
    var negated: CompareOp {
        switch self {
        case .lt: .ge
        case .le: .gt
        case .eq: .ne
        case .ne: .eq
        case .ge: .lt
        case .gt: .le
        }
    }

    /// `OP X` in words of `say`'s language: `at least 2`, `2 이상`.
    package func words(_ operand: any CustomStringConvertible, _ say: Catalogue) -> String {
        switch self {
        case .lt: say(.opLess, operand)
        case .le: say(.opAtMost, operand)
        case .eq: say(.opExactly, operand)
        case .ne: say(.opNot, operand)
        case .ge: say(.opAtLeast, operand)
        case .gt: say(.opMore, operand)
        }
    }
}

/// The fact in words of `say`'s language: `tasks created`, `생성된 task` (`task…` of its raw value).
extension TaskFact: NamedWords {
    package static let wordsPrefix = "task"
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
    package func words(runs: Int) -> String { words(runs: runs, Catalogue(.en)) }

    /// The condition in words of `say`'s language; `runs` is how many runs the `@run` made.
    package func words(runs: Int, _ say: Catalogue) -> String {
        let words = condition.words(say)
        switch quantifier {
        case .every: return runs > 1 ? say(.inEveryRun, words) : words
        case .any: return say(.inSomeRun, words)
        case .runs(let op, let k): return say(.inRuns, words, op.words(k, say), runs)
        }
    }
}
