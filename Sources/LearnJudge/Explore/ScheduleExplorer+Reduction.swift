import LearnRunner
import LearnTrace

/// Partial-order reduction for a learner's program (issue 34; Flanagan and Godefroid's dynamic
/// partial-order reduction, run over each schedule's report). EXPERIMENTAL, off unless
/// `LEARN_EXPLORE_REDUCTION=1`: within the preemption bound it misses outcomes the full search
/// finds (three racing writers lose one of their three counts; an actor's check-then-act one of
/// its two outcomes), as bounded DPOR does without Coons et al.'s extra backtrack points, and a
/// pool thread's steps are of many tasks. `learn-bench explore` measures it beside the full search.
///
/// Two steps of different threads whose order cannot change what the program does are not tried
/// both ways. After each
/// schedule, every pair of *dependent* steps of different threads adds, at the earlier step's
/// choice, the later step's thread (or, when it did not stand at a gate there, every thread that
/// did): the other order of that pair. Pairs that commute add nothing; a schedule is run once.
///
/// Dependence is decided from the steps' facts, conservatively: only memory accesses and lock
/// calls can be independent.
/// - Two accesses (`read`, `write`, `modify`) are independent when both read, or when both know
///   their bytes and the bytes do not overlap. An access that marks a whole variable (`modify`,
///   size 0) and a call on a Foundation object are dependent with every access.
/// - A lock call and an access are independent; two lock calls are dependent (a lock may have two
///   names).
/// - A block's start commutes with accesses, lock calls and other starts; a block queued commutes
///   with accesses and lock calls (two blocks queued, or a block queued and one starting, do not).
/// - Every other step (a block queued or started, a wait, a signal, a print, the clock, a judge's
///   pause, a fact this learn cannot read) is dependent with every step.
///
/// A thread runs on from its gate to its next one: what it does in between is its step's, and
/// what it does there that no gate names (the end of a block, a `leave()`) is held by the next
/// step's fact (a wait, a block's start), which is dependent with everything. Within the
/// preemption bound an alternative is tried only where the bound allows it (the report's
/// branches), as without the reduction.
extension ScheduleExplorer {
    /// The prefixes the reduction adds after `report`'s schedule: each the schedule's choices up to
    /// a step, then another thread; not yet in `scheduled`, which they join.
    package static func reducedAlternatives(_ report: ScheduleReport, depth: Int, scheduled: inout Set<[Int]>) -> [[Int]] {
        guard let steps = report.steps, steps.count == report.gates.count, steps.count == report.choices.count else {
            return []
        }
        let passed = report.gates.map { gate in
            (number: Int(gate.prefix { $0 != ":" }) ?? 0, fact: ScheduleReport.fact(ofPassed: gate))
        }
        let allowed = Dictionary(report.branches.map { ($0.position, Set($0.enabled)) }) { a, _ in a }
        var wanted: [Int: Set<Int>] = [:]  // position → ranks to try there
        // Happens-before over the steps (program order and dependence, as vector clocks of step
        // indices + 1): for each step, the last earlier dependent step of another thread that its
        // thread did not yet know of is a race; its other order is tried there (Flanagan and
        // Godefroid: the thread, where it stood at a gate, else every thread that did).
        var knows: [Int: [Int: Int]] = [:]  // thread → what it knows: thread → last step index + 1
        var clocks: [[Int: Int]] = []  // the clock of each step
        for j in passed.indices {
            let p = passed[j].number
            var clock = knows[p] ?? [:]
            var race: Int?
            for i in stride(from: j - 1, through: 0, by: -1) where passed[i].number != p {
                guard dependent((passed[i].fact, steps[i]), (passed[j].fact, steps[j])) else { continue }
                if race == nil, (knows[p]?[passed[i].number] ?? 0) < i + 1 { race = i }
                clock.merge(clocks[i]) { max($0, $1) }
            }
            clock[p] = j + 1
            clocks.append(clock)
            knows[p] = clock
            guard let i = race, p > 0, i < depth else { continue }
            let at = steps[i].at
            if let rank = at.firstIndex(of: p) {
                wanted[i, default: []].insert(rank + 1)
            } else {
                wanted[i, default: []].formUnion(1...max(1, at.count))
            }
        }
        // the clock first, wherever the bound allows it: a timer is no thread's step
        for branch in report.branches where branch.position < depth && branch.enabled.contains(0) {
            wanted[branch.position, default: []].insert(0)
        }
        var out: [[Int]] = []
        for position in wanted.keys.sorted() {
            guard let bound = allowed[position] else { continue }
            for rank in wanted[position]!.sorted() where rank != report.choices[position] && bound.contains(rank) {
                let prefix = Array(report.choices.prefix(position)) + [rank]
                if scheduled.insert(prefix).inserted { out.append(prefix) }
            }
        }
        return out
    }

    /// Whether the order of two steps of different threads may change what the program does.
    static func dependent(
        _ a: (fact: GateFact?, step: ScheduleReport.Step), _ b: (fact: GateFact?, step: ScheduleReport.Step)
    )
        -> Bool
    {
        guard let x = a.fact, let y = b.fact else { return true }
        switch (kind(x), kind(y)) {
        case (.lock, .lock): return true
        case (.lock, .access), (.access, .lock): return false
        // a block's start, and a block queued, touch no memory of the program's and hold no lock:
        // they commute with accesses and lock calls, and starts with each other (two starts on one
        // serial queue never stand at gates together)
        case (.start, .access), (.access, .start), (.start, .lock), (.lock, .start), (.start, .start): return false
        case (.enqueue, .access), (.access, .enqueue), (.enqueue, .lock), (.lock, .enqueue): return false
        case (.access, .access):
            if case .read = x, case .read = y { return false }
            guard let p = a.step.addr, let q = b.step.addr, let m = a.step.size, let n = b.step.size, m > 0, n > 0 else {
                return true
            }
            return p < q + UInt64(n) && q < p + UInt64(m)
        default: return true
        }
    }

    private enum StepKind { case access, lock, start, enqueue, other }

    private static func kind(_ fact: GateFact) -> StepKind {
        switch fact {
        case .read, .write, .modify: .access
        case .lock, .unlock: .lock
        case .start: .start
        case .enqueue: .enqueue
        default: .other
        }
    }
}
