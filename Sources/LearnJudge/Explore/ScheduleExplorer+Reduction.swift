import LearnRunner
import LearnTrace

/// Partial-order reduction for a learner's program (issue 34; Flanagan and Godefroid's dynamic
/// partial-order reduction, run over each schedule's report, with Coons, Musuvathi and McKinley's
/// extra backtrack points for a preemption bound). Off unless `LEARN_EXPLORE_REDUCTION=1` (see
/// ``Playground/explore``): on the programs tried it finds every outcome the full search finds
/// (ReductionSoundnessTests, and `learn-bench explore` side by side), in fewer schedules where
/// steps commute, though without sleep sets not many fewer; a program of Swift tasks is searched
/// whole (an actor's hops are at no gate).
/// Three things made the first version miss outcomes: a run reported branches only after the
/// prefix it followed, so a race inside the prefix added nothing; program order was a thread's,
/// though a pool thread's next block may run beside its last on another thread; and an access
/// was told apart by its address alone, though an actor's guard reads its field through another.
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
    /// a step (shared, as ``pending(_:after:depth:)`` keeps them), then another thread; not yet in
    /// `scheduled`, which they join.
    static func reducedAlternatives(_ report: ScheduleReport, depth: Int, scheduled: inout Set<PrefixPrint>) -> [Pending] {
        guard let steps = report.steps, steps.count == report.gates.count, steps.count == report.choices.count else {
            return []
        }
        let passed = report.gates.map { gate in
            (number: Int(gate.prefix { $0 != ":" }) ?? 0, fact: ScheduleReport.fact(ofPassed: gate))
        }
        let allowed = Dictionary(report.branches.map { ($0.position, Set($0.enabled)) }) { a, _ in a }
        var wanted: [Int: Set<Int>] = [:]  // position → ranks to try there
        // Program order is a block's, not a thread's: a pool thread runs one block, then another
        // that, in another schedule, another thread may run beside the first. Each step belongs to
        // an *agent*, its thread's current block (a `start` step begins the next one), and
        // happens-before runs over agents (program order and dependence, as vector clocks of step
        // indices + 1): for each step, the last earlier dependent step of another agent that its
        // agent did not yet know of is a race; its other order is tried there (Flanagan and
        // Godefroid: the thread, where it stood at a gate, else every thread that did) and, since
        // the preemption bound may forbid that point, also where the earlier step's thread last
        // began to run (Coons, Musuvathi and McKinley's bounded partial-order reduction).
        var blockOf: [Int: Int] = [:]  // thread → how many blocks it began
        var agentIndex: [Agent: Int] = [:]
        var agentOf: [Int] = []  // each step's agent, as an index
        for j in passed.indices {
            let thread = passed[j].number
            if case .start = passed[j].fact { blockOf[thread, default: 0] += 1 }
            let agent = Agent(thread: thread, block: blockOf[thread, default: 0])
            if agentIndex[agent] == nil { agentIndex[agent] = agentIndex.count }
            agentOf.append(agentIndex[agent]!)
        }
        let agentCount = agentIndex.count
        let facts = passed.indices.map { (fact: passed[$0].fact, step: steps[$0]) }
        // each agent's clock (agent → its last step index + 1 it knows of), and each step's
        var knows = [[Int32]](repeating: [Int32](repeating: 0, count: agentCount), count: agentCount)
        var clocks: [[Int32]] = []
        clocks.reserveCapacity(passed.count)
        var seen = 0  // how many agents have had a step so far
        var resolved = [Bool](repeating: false, count: agentCount)
        for j in passed.indices {
            let p = passed[j].number, agent = agentOf[j]
            if agent == seen { seen += 1 }
            let before = knows[agent]
            var clock = before
            var race: Int?
            // Backwards, one step per other agent at most: its last step before j that j depends
            // on (the clocks of its earlier steps are below that one's), or none once its last step
            // is one this agent knows of (then it knows all before it too).
            for b in 0..<seen { resolved[b] = b == agent }
            var open = seen - 1
            var i = j - 1
            while i >= 0 && open > 0 {
                let b = agentOf[i]
                if !resolved[b] {
                    if Int32(i + 1) <= before[b] {
                        resolved[b] = true
                        open -= 1
                    } else if dependent(facts[i], facts[j]) {
                        if race == nil { race = i }
                        for k in 0..<agentCount where clocks[i][k] > clock[k] { clock[k] = clocks[i][k] }
                        resolved[b] = true
                        open -= 1
                    }
                }
                i -= 1
            }
            clock[agent] = Int32(j + 1)
            clocks.append(clock)
            knows[agent] = clock
            guard let i = race, p > 0, i < depth else { continue }
            // where the thread of step i last began to run after another's step
            var began = i
            while began > 0 && passed[began - 1].number == passed[i].number { began -= 1 }
            for position in Set([i, began]) {
                let at = steps[position].at
                if p != passed[position].number, let rank = at.firstIndex(of: p) {
                    wanted[position, default: []].insert(rank + 1)
                } else {
                    wanted[position, default: []].formUnion(1...max(1, at.count))
                }
            }
        }
        // the clock first, wherever the bound allows it: a timer is no thread's step
        for branch in report.branches where branch.position < depth && branch.enabled.contains(0) {
            wanted[branch.position, default: []].insert(0)
        }
        // Every choice this run made is done: a later run's alternative that would make it again
        // (reached through another prefix) is this run's path, already taken.
        var prints = PrefixPrint.Running()
        var printOf: [PrefixPrint] = []
        for choice in report.choices {
            printOf.append(prints.current)
            prints.add(choice)
            scheduled.insert(prints.current)
        }
        var out: [Pending] = []
        for position in wanted.keys.sorted() {
            guard let bound = allowed[position] else { continue }
            for rank in wanted[position]!.sorted() where rank != report.choices[position] && bound.contains(rank) {
                var running = PrefixPrint.Running(from: printOf[position])
                running.add(rank)
                if scheduled.insert(running.current).inserted { out.append(Pending(choices: report.choices, length: position, rank: rank)) }
            }
        }
        return out
    }

    /// A schedule's prefix of choices, as two independent 64-bit hashes of it (a set of them holds
    /// every choice of every run, where the prefixes themselves would take steps² each run).
    package struct PrefixPrint: Hashable, Sendable {
        var a: Int
        var b: Int

        /// The prints of a prefix as it grows, a choice at a time.
        struct Running {
            var current: PrefixPrint
            init() { current = PrefixPrint(a: 0, b: 0x5EED) }
            init(from print: PrefixPrint) { current = print }
            mutating func add(_ choice: Int) {
                var first = Hasher(), second = Hasher()
                first.combine(current.a)
                first.combine(choice)
                second.combine(0x5EED)
                second.combine(current.b)
                second.combine(choice)
                current = PrefixPrint(a: first.finalize(), b: second.finalize())
            }
        }

        /// The print of no choice at all.
        package static let empty = Running().current
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
            // The same variable named: dependent whatever the addresses say (an actor's guard
            // reads its field through the object's first word, its `-=` writes the field itself).
            if let name = x.plainVariable, name == y.plainVariable, name != "memory" { return true }
            guard let p = a.step.addr, let q = b.step.addr, let m = a.step.size, let n = b.step.size, m > 0, n > 0 else {
                return true
            }
            return p < q + UInt64(n) && q < p + UInt64(m)
        default: return true
        }
    }

    private enum StepKind { case access, lock, start, enqueue, other }

    /// Who a step is of: its thread, in the block that thread runs (the how-many-th it began).
    private struct Agent: Hashable {
        var thread: Int
        var block: Int
    }

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
