import LearnRunner
import LearnTrace

/// Decides conditions over the runs of one `@run` (one run, or `repeat=N` of them).
///
/// Conditions about a label need at least one event with that label: `on-main A` and
/// `off-main A` are false when no `A` was recorded, and so is `before A B` when either is missing.
public struct ConditionEvaluator: Sendable {
    /// A named check or observation, decided for each run and over all of them.
    public struct Named: Sendable, Equatable {
        public var perRun: [Bool]
        public var holds: Bool
    }

    public let runs: [RunResult]
    public var named: [String: Named] = [:]

    public init(runs: [RunResult]) {
        self.runs = runs
    }

    /// Decides a condition with its repetition qualifier.
    public func evaluate(_ condition: RepeatedCondition) -> Named {
        if condition.quantifier == .every, let value = reference(condition.condition) {
            return Named(perRun: runs.map { _ in value }, holds: value)
        }
        let perRun = runs.indices.map { self.holds(condition.condition, run: $0) }
        let count = perRun.filter { $0 }.count
        let result: Bool
        switch condition.quantifier {
        case .every: result = !perRun.isEmpty && count == perRun.count
        case .any: result = count > 0
        case .runs(let op, let k): result = op.holds(count, k)
        }
        return Named(perRun: perRun, holds: result)
    }

    /// A condition made only of names (and `not`) is decided over all runs at once.
    private func reference(_ condition: Condition) -> Bool? {
        switch condition {
        case .named(let name): return named[name]?.holds ?? false
        case .not(let inner): return reference(inner).map { !$0 }
        default: return nil
        }
    }

    /// Decides a condition for run number `run`.
    public func holds(_ condition: Condition, run: Int) -> Bool {
        let result = runs[run]
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
        case .not(let inner):
            return !holds(inner, run: run)
        case .named(let name):
            guard let named = named[name] else { return false }
            return run < named.perRun.count ? named.perRun[run] : named.holds
        }
    }
}

/// Facts about one trace that conditions and figures use; `*` means any span.
enum TraceFacts {
    static func spans(_ trace: Trace, _ label: String) -> [Trace.Span] {
        trace.spans(labeled: label == "*" ? nil : label)
    }

    static func marks(_ trace: Trace, _ label: String) -> [TraceEvent] {
        trace.events.filter { $0.kind == .mark && (label == "*" ? false : $0.label == label) }
    }

    /// Span ends (or begins) and mark times of `label`.
    static func times(_ trace: Trace, _ label: String, spanEnd: Bool) -> [UInt64] {
        spans(trace, label).map { spanEnd ? $0.end : $0.begin } + marks(trace, label).map(\.time)
    }

    static func count(_ trace: Trace, _ label: String) -> Int {
        spans(trace, label).count + marks(trace, label).count
    }

    static func threads(_ trace: Trace, _ label: String) -> Set<Int> {
        Set(spans(trace, label).map(\.thread)).union(marks(trace, label).map { trace.threadIndex(of: $0) })
    }

    /// Whether each `label` span or mark ran on the main thread.
    static func mainFlags(_ trace: Trace, _ label: String) -> [Bool] {
        spans(trace, label).map { trace.threads[$0.thread].isMain } + marks(trace, label).map(\.isMain)
    }

    /// Pairs of `a`/`b` spans on different threads that overlapped in time (each pair once).
    static func overlaps(_ trace: Trace, _ a: String, _ b: String) -> Int {
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
