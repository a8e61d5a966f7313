import LearnRunner
import LearnTrace

/// Partial-order reduction for a learner's program (issue 34; Flanagan and Godefroid's dynamic
/// partial-order reduction, run over each schedule's report, with Coons, Musuvathi and McKinley's
/// extra backtrack points for a preemption bound, and Abdulla et al.'s source sets). On unless
/// `LEARN_EXPLORE_REDUCTION=0` (see ``Playground/explore``): on the programs tried it finds every
/// outcome the full search finds (ReductionSoundnessTests, `learn-bench explore-corpora`), and
/// every order in which two writers take one lock (a locked append: 100 schedules against 280);
/// a step that handed work to the Swift task runtime at no gate (``ScheduleReport/runtime``: a
/// task made, a hop, a job queued, a continuation resumed) is dependent with every step. Sleep sets
/// (``Reduction``) are off: under the preemption bound they lost 12 of those 21 lock orders.
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
/// Dependence is decided from the steps' facts, conservatively: only memory accesses and lock
/// calls can be independent.
/// - Two accesses (`read`, `write`, `modify`) are independent when both read, or when both know
///   their bytes and the bytes do not overlap. An access that marks a whole variable (`modify`,
///   size 0) and a call on a Foundation object are dependent with every access.
/// - A lock call and an access are independent; two lock calls are dependent when they are of one
///   lock (the mutex's address) or either does not say which.
/// - A group's wait commutes with accesses, lock calls and starts, unless the program calls
///   `enter()` (which no gate names).
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
    static func reducedAlternatives(
        _ report: ScheduleReport, prefix: Int, depth: Int, waitsCommute: Bool = true, sleepSets sleeping: Bool = false,
        state: inout Reduction
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
        // A step that handed work to the task runtime (``ScheduleReport/runtime``) does what its
        // fact does not say: it stands for no fact, dependent with every step.
        let handed = Set(report.runtime ?? [])
        let facts = passed.indices.map { (fact: handed.contains($0) ? nil : passed[$0].fact, step: steps[$0]) }
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
        let (sleep, end) =
            sleeping
            ? sleepSets(passed.map(\.number), facts, prefix: prefix, printOf: printOf, waitsCommute: waitsCommute, state: state, step: step)
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
        let wokenBy = wakers(passed.map(\.number), steps)
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
                    } else if dependent(facts[i], facts[j], waitsCommute: waitsCommute) {
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
                for position in Set([i, began]) {
                    // Source sets (Abdulla, Aronis, Jonsson and Sagonas): the other order starts
                    // with one of the threads that can go first in v, the steps after `position`
                    // that do not follow from it, then step j. When one of them was sent on from
                    // there already (or sleeps there: a schedule tried covers it), nothing is added.
                    let first = initials(from: position, to: j, agentOf: agentOf, clocks: clocks, threads: passed.map(\.number))
                    let at = steps[position].at
                    let node = printOf[position]
                    let wantedThreads = (wanted[position] ?? []).compactMap { $0 > 0 && $0 <= at.count ? at[$0 - 1] : nil }
                    let taken = Set((state.children[node] ?? []).map(\.thread) + sleep[position].map(\.thread))
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
            for position in Set([last, began]) where position < depth {
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
            let awake = { (rank: Int) in rank > 0 && rank <= at.count && !sleep[end].contains { $0.thread == at[rank - 1] } }
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
                if thread > 0, sleep[position].contains(where: { $0.thread == thread }) { continue }
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
                    let asleep = (sleep[position] + state.children[node]!).filter {
                        $0.thread != thread && !dependent(step(position, of: $0), step(position, of: child), waitsCommute: waitsCommute)
                    }
                    if sleeping && !asleep.isEmpty { state.sleeping[running.current] = asleep }
                    state.children[node]!.append(child)
                }
            }
        }
        return out
    }

    /// The threads that can go first in v: the steps after `position` (up to `end`) that do not
    /// follow from the step there (by program order and dependence, `clocks`), then step `end`;
    /// a thread is an initial when its first step in v follows from no earlier step of v. Only a
    /// thread whose first step in v is the next it takes from `position` counts (its gate there):
    /// a pool thread that first ends another block, or the clock, does not.
    static func initials(from position: Int, to end: Int, agentOf: [Int], clocks: [[Int32]], threads: [Int]) -> [Int] {
        let reference = agentOf[position]
        var firstOf: [Int: Int] = [:]  // agent → its first step in v
        var out: [Int] = []
        var moved: Set<Int> = [threads[position]]  // threads that took a step since `position`
        for k in (position + 1)...end {
            let inV = k == end || clocks[k][reference] < Int32(position + 1)
            if inV {
                let initial = firstOf.allSatisfy { agent, step in clocks[k][agent] < Int32(step + 1) }
                if initial && !moved.contains(threads[k]) && threads[k] > 0 { out.append(threads[k]) }
                if firstOf[agentOf[k]] == nil { firstOf[agentOf[k]] = k }
            }
            moved.insert(threads[k])
        }
        return out
    }

    /// For each step, the step after which its thread stood at a gate again, when it stood at none
    /// since its own last step: the thread was blocked (a lock held, a wait) or not yet made, and
    /// the run settles before each choice, so that step is what let it go on (the unlock, the
    /// block queued, the group's last block ending). Nil for a thread that stood at a gate since.
    static func wakers(_ threads: [Int], _ steps: [ScheduleReport.Step]) -> [Int?] {
        let everyone = Set(threads.filter { $0 > 0 })
        var absent: [Int: Int] = [:]  // thread → the last choice it stood at no gate at
        var lastStep: [Int: Int] = [:]
        var out = [Int?](repeating: nil, count: threads.count)
        for j in threads.indices {
            let here = Set(steps[j].at)
            for thread in everyone where !here.contains(thread) { absent[thread] = j }
            let thread = threads[j]
            guard thread > 0 else { continue }
            if let i = absent[thread], i > lastStep[thread] ?? -1 { out[j] = i }
            lastStep[thread] = j
        }
        return out
    }

    /// For each choice and each thread at a gate there, the index of that thread's next step
    /// (the step its gate there stands for): a thread at a gate moves only when let go.
    static func nextSteps(_ threads: [Int], _ steps: [ScheduleReport.Step]) -> [[Int: Int]] {
        var nextOf: [Int: Int] = [:]
        var out = [[Int: Int]](repeating: [:], count: threads.count)
        for i in threads.indices.reversed() {
            if threads[i] > 0 { nextOf[threads[i]] = i }
            var here: [Int: Int] = [:]
            for thread in steps[i].at { if let j = nextOf[thread] { here[thread] = j } }
            out[i] = here
        }
        return out
    }

    /// The sleep set at each choice of a run (index `count`: after its last), and where the run
    /// first let a sleeping thread go past its prefix (`count` when it never did): the sets after
    /// that are not read.
    static func sleepSets(
        _ threads: [Int], _ facts: [(fact: GateFact?, step: ScheduleReport.Step)], prefix: Int, printOf: [PrefixPrint],
        waitsCommute: Bool, state: Reduction, step: (Int, Sleeper) -> (fact: GateFact?, step: ScheduleReport.Step)
    ) -> (sets: [[Sleeper]], end: Int) {
        var sets: [[Sleeper]] = [state.sleeping[printOf[0]] ?? []]
        for i in threads.indices {
            let thread = threads[i], asleep = sets[i]
            if i >= prefix, thread > 0, asleep.contains(where: { $0.thread == thread }) { return (sets, i) }
            sets.append(
                state.sleeping[printOf[i + 1]]
                    ?? asleep.filter {
                        $0.thread != thread && thread > 0 && !dependent(step(i, $0), facts[i], waitsCommute: waitsCommute)
                    })
        }
        return (sets, threads.count)
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
        _ a: (fact: GateFact?, step: ScheduleReport.Step), _ b: (fact: GateFact?, step: ScheduleReport.Step),
        waitsCommute: Bool = true
    )
        -> Bool
    {
        guard let x = a.fact, let y = b.fact else { return true }
        switch (kind(x), kind(y)) {
        // A group's wait returns once the group has no block left: whether a block's end (or a
        // `leave()`) comes before the wait or after it, the waiter goes on after the last one,
        // and the wait reads no memory nor lock. Only a block queued into the group (or an
        // `enter()`, which no gate names: `waitsCommute` is false for a program that calls one)
        // changes what it waits for.
        case (.groupWait, .access), (.access, .groupWait), (.groupWait, .lock), (.lock, .groupWait), (.groupWait, .start),
            (.start, .groupWait):
            return !waitsCommute
        // Two lock calls (a lock, an unlock) are dependent when both are of one lock (the step
        // says which: the mutex's address), or either does not say. An unlock and another
        // thread's lock of it leave the same state in either order (the caller waits until the
        // unlock, or takes the lock after it), but under a preemption bound the two orders cost
        // differently: a lock tried while the other thread holds it hands the lock over at its
        // unlock for free, so both orders are tried (Coons et al.: the bound makes independent
        // steps dependent). With them independent, the search missed 11 of the 21 orders in
        // which two writers can take one lock 3 times each within 2 preemptions.
        case (.lock, .lock):
            guard let p = a.step.addr, let q = b.step.addr else { return true }
            return p == q
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

    private enum StepKind { case access, lock, start, enqueue, groupWait, other }

    /// Who a step is of: its thread, in the block that thread runs (the how-many-th it began).
    private struct Agent: Hashable {
        var thread: Int
        var block: Int
    }

    private static func kind(_ fact: GateFact) -> StepKind {
        switch fact {
        case .read, .write, .modify: .access
        case .lock, .unlock: .lock
        case .start, .job: .start
        case .enqueue: .enqueue
        case .wait(let object, _) where object == "group": .groupWait
        default: .other
        }
    }
}
