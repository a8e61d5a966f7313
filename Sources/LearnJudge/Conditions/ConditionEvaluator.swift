import LearnRunner
import LearnTrace

/// Decides a fact about one run: the condition inside a check, `@if` or goal once its `not`s
/// and repetition qualifier are taken off (``RunVerdicts`` decides those over the runs).
///
/// Conditions about a label need at least one event with that label: `on-main A` and
/// `off-main A` are false when no `A` was recorded, and so is `before A B` when either is missing.
/// A name is false here: a name is decided over the runs, never in one.
package struct ConditionEvaluator: Sendable {
    package let result: RunResult

    package init(_ result: RunResult) {
        self.result = result
    }

    /// Whether `condition` holds in this run.
    package func holds(_ condition: Condition) -> Bool {
        let (negations, core) = RunVerdicts.strip(condition)
        return fact(core) != (negations % 2 == 1)
    }

    /// Decides a condition with no `not` around it.
    private func fact(_ condition: Condition) -> Bool {
        let trace = result.trace
        switch condition {
        case .before(let a, let b):
            let ends = TraceFacts.times(trace, a, spanEnd: true), begins = TraceFacts.times(trace, b, spanEnd: false)
            guard let lastA = ends.max(), let firstB = begins.min() else { return false }
            return lastA <= firstB
        case .overlap(let a, let b, let comparison):
            let n = TraceFacts.overlaps(trace, a, b)
            return comparison.map { $0.op.holds(n, $0.number) } ?? (n > 0)
        case .noOverlap(let a, let b):
            return TraceFacts.overlaps(trace, a, b) == 0
        case .value(let name, let op, let operand):
            guard let left = trace.values[name] else { return false }
            switch operand {
            case .number(let x): return op.holds(Double(left), x)
            case .value(let other): return trace.values[other].map { op.holds(left, $0) } ?? false
            }
        case .count(let a, let op, let n):
            return op.holds(TraceFacts.count(trace, a), n)
        case .threads(let a, let op, let n):
            return op.holds(TraceFacts.threads(trace, a).count, n)
        case .onMain(let a):
            let on = TraceFacts.mainFlags(trace, a)
            return !on.isEmpty && on.allSatisfy { $0 }
        case .offMain(let a):
            let on = TraceFacts.mainFlags(trace, a)
            return !on.isEmpty && !on.contains(true)
        case .outcome(let word):
            return result.status.word == word
        case .said(let text):
            return trace.output.contains { $0.label == text }
        case .saidByRuntime(let text):
            return trace.runtimeLines.contains { $0.label.contains(text) }
        case .cpus(let op, let n):
            return trace.cpus > 0 && op.holds(trace.cpus, n)
        case .tasks(let fact, let op, let n):
            return op.holds(TaskMetrics(trace).count(fact), n)
        case .waits(let call, let hold, let op, let n):
            return op.holds(ActorWaits(trace, call: call, hold: hold).waits.count, n)
        case .not(let inner):
            return !holds(inner)
        case .named:
            return false
        }
    }
}

/// Facts about one trace that conditions and figures use; `*` means any span.
package enum TraceFacts {
    package static func spans(_ trace: Trace, _ label: String) -> [Trace.Span] {
        trace.spans(labeled: label == "*" ? nil : label)
    }

    package static func marks(_ trace: Trace, _ label: String) -> [TraceEvent] {
        trace.events.filter { $0.kind == .mark && (label == "*" ? false : $0.label == label) }
    }

    /// Span ends (or begins) and mark times of `label`.
    package static func times(_ trace: Trace, _ label: String, spanEnd: Bool) -> [UInt64] {
        spans(trace, label).map { spanEnd ? $0.end : $0.begin } + marks(trace, label).map(\.time)
    }

    package static func count(_ trace: Trace, _ label: String) -> Int {
        spans(trace, label).count + marks(trace, label).count
    }

    package static func threads(_ trace: Trace, _ label: String) -> Set<Int> {
        Set(spans(trace, label).map(\.thread)).union(marks(trace, label).map { trace.threadIndex(of: $0) })
    }

    /// Whether each `label` span or mark ran on the main thread.
    package static func mainFlags(_ trace: Trace, _ label: String) -> [Bool] {
        spans(trace, label).map { trace.threads[$0.thread].isMain } + marks(trace, label).map(\.isMain)
    }

    /// Pairs of `a`/`b` spans on different threads that overlapped in time (each pair once).
    package static func overlaps(_ trace: Trace, _ a: String, _ b: String) -> Int {
        switch (a == "*", b == "*") {
        case (false, _): return trace.overlaps(a, b == "*" ? nil : b)
        case (true, false): return trace.overlaps(b, nil)
        case (true, true): return allPairs(trace.spans)
        }
    }

    private static func allPairs(_ spans: [Trace.Span]) -> Int {
        let sorted = spans.sorted { $0.begin < $1.begin }
        var count = 0
        for (i, x) in sorted.enumerated() {
            var j = i + 1
            while j < sorted.count, sorted[j].begin < x.end {
                if sorted[j].thread != x.thread { count += 1 }
                j += 1
            }
        }
        return count
    }
}
