import LearnRunner
import LearnTrace

/// Partial-order reduction for a learner's program (issue 34; Flanagan and Godefroid's dynamic
/// partial-order reduction, run over each schedule's report, with Coons, Musuvathi and McKinley's
/// extra backtrack points for a preemption bound, and Abdulla et al.'s source sets). On unless
/// `LEARN_EXPLORE_REDUCTION=0` (see ``Playground/explore``): on the programs tried it finds every
/// outcome the full search finds (ReductionSoundnessTests, `learn-bench explore-corpora`), and
/// every order in which two writers take one lock (a locked append: 56 schedules against 260,
/// 68 without sleep sets, 81 before a block queued stopped racing a thread's first start);
/// a step that handed work to the Swift task runtime at no gate (``ScheduleReport/runtime``: a
/// task made, a hop, a job queued, a continuation resumed) is dependent with every such step and
/// every start and queueing of a job or block. Sleep sets (``Reduction``) are on unless
/// `LEARN_EXPLORE_SLEEP=0`, with a sleeper taken as asleep only where the bound cannot forbid
/// the schedule standing for it (the default rule would have gone on with it: the report's
/// `defaults`, so a thread that gave way, whose leaving is free, is not one).
/// What the locked append's schedules still repeat (each of its 20 lock orders almost three
/// times) is the bound's. Where one writer's block starts first, the other's is tried first too
/// (Coons et al.'s point where a thread began to run): a start commutes with the other writer's
/// steps, but moving it costs a preemption, and 4 of the orders (the second writer first, then
/// taking turns) were found only where its block started first. And a lock call made while the
/// other writer holds the lock (it blocks, and leaving it is free) is tried beside the same call
/// after the unlock: the same order at another cost (``dependent(_:_:waitsCommute:)``: taken as
/// one, 11 of 21 orders were missed).
/// Three things made the first version miss outcomes: a run reported branches only after the
/// prefix it followed, so a race inside the prefix added nothing; program order was a thread's,
/// though a pool thread's next block may run beside its last on another thread; and an access
/// was told apart by its address alone, though an actor's guard reads its field through another.
///
/// Two steps of different threads whose order cannot change what the program does are not tried
/// both ways. After each schedule, every *race* (two dependent steps of different threads that
/// nothing between them orders) adds, at the earlier step's choice, one thread that can go first
/// in the other order (source sets: none when one of them was sent on from there already; every
/// thread at a gate there when none is known to stand at one). Pairs that commute add nothing; a
/// schedule is run once. A thread that stood at no gate (blocked on a lock, in a wait, not yet
/// made) and stands at one after a step follows that step in every schedule: an order, not a race.
///
/// Dependence is decided from the steps' facts (``dependent(_:_:waitsCommute:)``).
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
    static func reducedAlternatives(
        _ report: ScheduleReport, prefix: Int, depth: Int, waitsCommute: Bool = true, sleepSets sleeping: Bool = false,
        bounded: Bool = true, state: inout Reduction
    ) -> [Pending] {
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
            switch passed[j].fact {
            case .start, .job: blockOf[thread, default: 0] += 1
            default: if steps[j].agent == true { blockOf[thread, default: 0] += 1 }
            }
            let agent = Agent(thread: thread, block: blockOf[thread, default: 0])
            if agentIndex[agent] == nil { agentIndex[agent] = agentIndex.count }
            agentOf.append(agentIndex[agent]!)
        }
        let agentCount = agentIndex.count
        // A step that handed work to the task runtime (``ScheduleReport/runtime``) does more than
        // its fact says (``dependent(_:_:waitsCommute:)``).
        let handed = Set(report.runtime ?? [])
        let wokenBy = wakers(passed.map(\.number), steps)
        // With no bound: a step that names no wait nor lock (an access, a block's start or
        // queueing), after which its thread stood at no gate until another thread's step let it
        // go on in the same block, blocked on something that thread held, which no gate names (a lock taken inside `withLock` or a library call): dependent with every
        // step (``dependent(_:_:waitsCommute:bounded:)``).
        var blocked = Set<Int>()
        if !bounded {
            var lastOf: [Int: Int] = [:]
            for j in passed.indices where passed[j].number > 0 {
                if wokenBy[j] != nil, let b = lastOf[passed[j].number], agentOf[b] == agentOf[j], !explainsWaiting(passed[b].fact) {
                    blocked.insert(b)
                }
                lastOf[passed[j].number] = j
            }
        }
        let facts = passed.indices.map { j in
            var step = steps[j]
            if handed.contains(j) { step.runtime = true }
            if blocked.contains(j) { step.blocked = true }
            return (fact: passed[j].fact, step: step)
        }
        // each choice's prefix print, each thread's next step at each choice, and the sleep sets
        var prints = PrefixPrint.Running()
        var printOf: [PrefixPrint] = []
        for choice in report.choices {
            printOf.append(prints.current)
            prints.add(choice)
        }
        printOf.append(prints.current)
        let next = nextSteps(passed.map(\.number), steps)
        // A sleeper's step as this run takes it: a thread at a gate moves only when let go, so
        // its next step in this run is the one it stood at, with this run's addresses (another
        // run's heap is laid out otherwise); a step this run never takes is told by its fact alone.
        func step(_ position: Int, of sleeper: Sleeper) -> (fact: GateFact?, step: ScheduleReport.Step) {
            guard position < next.count, let j = next[position][sleeper.thread] else { return sleeper.dependence }
            return facts[j]
        }
        // Under the preemption bound a sleeping thread stands for a schedule tried only where
        // the equivalent one, its step moved back to the choice it fell asleep at, costs no more
        // preemptions: where the sibling that slept it preempted it, that is, where the thread ran
        // just before that choice and the default rule would have gone on with it there (the
        // report's `defaults`: leaving a thread that gave way, slept, yielded or timed out, is
        // free, and the rule goes on with the next one instead). The move costs at most two
        // preemptions (from the moved step to that sibling; from the step before the sleeper's
        // old place to the one after it) and saves two: the sibling's, and the one that let the
        // sleeper go later, or, where that was free (the thread before stood at no gate, gave
        // way, or was the clock), the switch from that thread is free after the move too.
        // Elsewhere the equivalent schedule may be over the bound, and the sleeper is taken as
        // awake: with it always asleep, a locked append's lock orders came down from 20 to 15
        // within 2 preemptions. A report without `defaults` takes every sleeper as awake.
        func covers(_ sleeper: Sleeper) -> Bool {
            if !bounded { return true }  // no bound to forbid the schedule standing for it
            let n = sleeper.since
            guard n > 0, n < passed.count, passed[n - 1].number == sleeper.thread, let defaults = report.defaults, n < defaults.count
            else { return false }
            return steps[n].at.firstIndex(of: sleeper.thread).map { $0 + 1 } == defaults[n]
        }
        let (sleep, end) =
            sleeping
            ? sleepSets(
                passed.map(\.number), facts, prefix: prefix, printOf: printOf, waitsCommute: waitsCommute, bounded: bounded,
                state: state, step: step, covers: covers)
            : ([[Sleeper]](repeating: [], count: passed.count + 1), passed.count)
        if end < passed.count { state.blockedRuns += 1 }
        func sleeper(_ position: Int, _ thread: Int) -> Sleeper? {
            guard thread > 0, let j = next[position][thread] else { return nil }
            return Sleeper(thread: thread, fact: facts[j].fact, step: facts[j].step)
        }
        // each agent's clock (agent → its last step index + 1 it knows of), and each step's
        var knows = [[Int32]](repeating: [Int32](repeating: 0, count: agentCount), count: agentCount)
        var clocks: [[Int32]] = []
        clocks.reserveCapacity(passed.count)
        var seen = 0  // how many agents have had a step so far
        var resolved = [Bool](repeating: false, count: agentCount)
        // Dependent pairs that are no race: a block queued and a block's start that is its
        // thread's first step (``queuedBeside(_:_:)``).
        var firstOfThread = Set<Int>(), threadsSeen = Set<Int>()
        for j in passed.indices where threadsSeen.insert(passed[j].number).inserted { firstOfThread.insert(j) }
        func noRace(_ i: Int, _ j: Int) -> Bool {
            guard queuedBeside(facts[i], facts[j]) else { return false }
            if case .start = facts[i].fact { return firstOfThread.contains(i) }
            return firstOfThread.contains(j)
        }
        for j in 0..<end {
            let p = passed[j].number, agent = agentOf[j]
            if agent == seen { seen += 1 }
            var before = knows[agent]
            // the step after which this thread stood at a gate again (it was blocked, or not yet
            // made) came first in every schedule: its order only, never a race
            if let u = wokenBy[j] { for k in 0..<agentCount where clocks[u][k] > before[k] { before[k] = clocks[u][k] } }
            var clock = before
            var races: [Int] = []
            // Backwards, one step per other agent at most: its last step before j that j depends
            // on and does not already know of through a later one (a race), or none once its last
            // step is one this step knows of (then it knows all before it too).
            for b in 0..<seen { resolved[b] = b == agent }
            var open = seen - 1
            var i = j - 1
            while i >= 0 && open > 0 {
                let b = agentOf[i]
                if !resolved[b] {
                    if Int32(i + 1) <= clock[b] {
                        resolved[b] = true
                        open -= 1
                    } else if dependent(facts[i], facts[j], waitsCommute: waitsCommute, bounded: bounded) && !noRace(i, j) {
                        races.append(i)
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
            guard p > 0 else { continue }
            for i in races where i < depth {
                // where the thread of step i last began to run after another's step
                var began = i
                while began > 0 && passed[began - 1].number == passed[i].number { began -= 1 }
                for position in bounded ? Set([i, began]) : [i] {
                    // Source sets (Abdulla, Aronis, Jonsson and Sagonas): the other order starts
                    // with one of the threads that can go first in v, the steps after `position`
                    // that do not follow from it, then step j. When one of them was sent on from
                    // there already (or sleeps there: a schedule tried covers it), nothing is added.
                    let first = initials(from: position, to: j, agentOf: agentOf, clocks: clocks, threads: passed.map(\.number))
                    let at = steps[position].at
                    let node = printOf[position]
                    let wantedThreads = (wanted[position] ?? []).compactMap { $0 > 0 && $0 <= at.count ? at[$0 - 1] : nil }
                    let taken = Set(
                        (state.children[node] ?? []).map(\.thread) + sleep[position].filter { covers($0) }.map(\.thread)
                    )
                    .union([passed[position].number]).union(wantedThreads)
                    if first.contains(where: taken.contains) { continue }
                    let bound = allowed[position] ?? []
                    let ranks = first.compactMap { thread in at.firstIndex(of: thread).map { $0 + 1 } }.filter(bound.contains)
                    if first.isEmpty || first.contains(where: { !at.contains($0) }) {
                        wanted[position, default: []].formUnion(1...max(1, at.count))  // none known to stand at a gate: every thread
                    } else if let rank = ranks.first(where: { at[$0 - 1] == p }) ?? ranks.first {
                        wanted[position, default: []].insert(rank)
                    }
                }
            }
        }
        // A thread still at a gate when the run ended (the program exited while it stood there:
        // it stays held, its step is never taken) has a step no report shows, which may race
        // with any step before the end: it is tried in place of the run's last step, and where
        // that step's thread last began to run (signal-too-early's read before the late write).
        if end == passed.count, let last = passed.indices.last {
            var began = last
            while began > 0 && passed[began - 1].number == passed[last].number { began -= 1 }
            for position in bounded ? Set([last, began]) : [last] where position < depth {
                let at = steps[position].at
                for thread in steps[last].at where thread != passed[last].number {
                    if let index = at.firstIndex(of: thread), allowed[position]?.contains(index + 1) ?? false {
                        wanted[position, default: []].insert(index + 1)
                    }
                }
            }
        }
        // the clock first, wherever the bound allows it: a timer is no thread's step
        for branch in report.branches where branch.position < min(depth, end + 1) && branch.enabled.contains(0) {
            wanted[branch.position, default: []].insert(0)
        }
        // A run that let a sleeping thread go: the first thread awake there goes instead.
        if end < passed.count, end < depth, let bound = allowed[end] {
            let at = steps[end].at
            let awake = { (rank: Int) in
                rank > 0 && rank <= at.count && !sleep[end].contains { $0.thread == at[rank - 1] && covers($0) }
            }
            if let rank = bound.sorted().first(where: awake) {
                wanted[end, default: []].insert(rank)
            }
        }
        // Every choice this run made (up to a sleeping thread's) is done: a later run's
        // alternative that would make it again (reached through another prefix) is this run's
        // path, already taken.
        for position in 0..<end { state.scheduled.insert(printOf[position + 1]) }
        var out: [Pending] = []
        for position in wanted.keys.sorted() {
            guard let bound = allowed[position] else { continue }
            let at = steps[position].at
            for rank in wanted[position]!.sorted() where rank != report.choices[position] && bound.contains(rank) {
                let thread = rank > 0 && rank <= at.count ? at[rank - 1] : 0
                // with no bound, a thread at a lock another holds is not sent on: it would only
                // wait for the unlock, after which it is tried where it takes the lock
                if !bounded, thread > 0, steps[position].out?.contains(thread) == true { continue }
                if thread > 0, sleep[position].contains(where: { $0.thread == thread && covers($0) }) { continue }
                var running = PrefixPrint.Running(from: printOf[position])
                running.add(rank)
                guard state.scheduled.insert(running.current).inserted else { continue }
                out.append(Pending(choices: report.choices, length: position, rank: rank))
                // its sleep: what its node slept and the children sent on before it, less what its step wakes
                let node = printOf[position]
                if state.children[node] == nil {
                    state.children[node] = sleeper(position, passed[position].number).map { [$0] } ?? []
                }
                let child = sleeper(position, thread)
                if let child {
                    let siblings = state.children[node]!.map { sibling in
                        var sibling = sibling
                        sibling.since = position
                        return sibling
                    }
                    let asleep = (sleep[position] + siblings).filter {
                        $0.thread != thread
                            && !dependent(step(position, of: $0), step(position, of: child), waitsCommute: waitsCommute, bounded: bounded)
                    }
                    if sleeping && !asleep.isEmpty { state.sleeping[running.current] = asleep }
                    state.children[node]!.append(child)
                }
            }
        }
        return out
    }

    /// Who a step is of: its thread, in the block that thread runs (the how-many-th it began).
    private struct Agent: Hashable {
        var thread: Int
        var block: Int
    }
}
