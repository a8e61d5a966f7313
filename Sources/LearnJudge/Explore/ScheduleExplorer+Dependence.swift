import LearnRunner
import LearnTrace

/// The dependence relation of the reduced search (``reducedAlternatives``), decided from the
/// steps' facts, conservatively: only memory accesses and lock calls can be independent.
/// - Two accesses (`read`, `write`, `modify`) are independent when both read, or when both know
///   their bytes and the bytes do not overlap. An access that marks a whole variable (`modify`,
///   size 0) and a call on a Foundation object are dependent with every access.
/// - A lock call and an access are independent; two lock calls are dependent when they are of one
///   lock (the mutex's address) or either does not say which; with no preemption bound, only two
///   locks of one lock are.
/// - A group's wait commutes with accesses, lock calls and starts, unless the program calls
///   `enter()` (which no gate names).
/// - A block's start commutes with accesses, lock calls and other starts; a block queued commutes
///   with accesses and lock calls (two blocks queued do not). A block queued and a block's start
///   are dependent here, but the reduced search does not race them when the start is its
///   thread's first step (``queuedBeside(_:_:)``).
/// - Every other step (a block queued or started, a wait, a signal, a print, the clock, a judge's
///   pause, a fact this learn cannot read) is dependent with every step.
extension ScheduleExplorer {
    /// Whether the order of two steps of different threads may change what the program does.
    static func dependent(
        _ a: (fact: GateFact?, step: ScheduleReport.Step), _ b: (fact: GateFact?, step: ScheduleReport.Step),
        waitsCommute: Bool = true, bounded: Bool = true
    )
        -> Bool
    {
        guard let x = a.fact, let y = b.fact else { return true }
        // With no bound, a step after which its thread blocked on what no gate names (a lock
        // taken inside a library call) did more than its fact says: dependent with every step.
        if !bounded && (a.step.blocked == true || b.step.blocked == true) { return true }
        // A step that handed work to the Swift task runtime (made a task, hopped, queued a job,
        // resumed a continuation, completed a task) changed the runtime's queues and actors, which
        // every such step and every job's or block's start and queueing read or change: dependent
        // with those; with an access or a lock call, as its own fact is.
        if a.step.runtime == true || b.step.runtime == true {
            if a.step.runtime == true && b.step.runtime == true { return true }
            let other = a.step.runtime == true ? y : x
            guard [.access, .lock].contains(kind(other)) else { return true }
        }
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
        // With no bound (``Bounds/unbounded``) only two locks of one lock are dependent: a lock
        // and an unlock leave the same state in either order, and the search never sends a
        // thread on to a lock another holds, so the order in which the threads took the lock is
        // the class.
        case (.lock, .lock):
            guard let p = a.step.addr, let q = b.step.addr else { return true }
            if !bounded, case .lock = x, case .unlock = y { return false }
            if !bounded, case .unlock = x, case .lock = y { return false }
            if !bounded, case .unlock = x, case .unlock = y { return false }
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

    /// Whether `a` and `b` are a block queued and a dispatch block's start that is its thread's
    /// first step of the run (the caller knows), in either order. The started block was taken off
    /// its queue before its gate (a run settles before each choice), so queueing another block
    /// changes neither what it runs nor when it may start; and the start ends no block its thread
    /// ran before (a start that does holds that block's end, which queueing into its group
    /// changes: ``reducedAlternatives``). A block queued starts only after it is queued: its
    /// thread stood at no gate until then, an order the search keeps.
    static func queuedBeside(
        _ a: (fact: GateFact?, step: ScheduleReport.Step), _ b: (fact: GateFact?, step: ScheduleReport.Step)
    )
        -> Bool
    {
        guard a.step.runtime != true && b.step.runtime != true else { return false }
        switch (a.fact, b.fact) {
        case (.enqueue?, .start?), (.start?, .enqueue?): return true
        default: return false
        }
    }

    /// Whether a step's fact says it may wait (a lock call, a wait, a join…): one that blocks
    /// does what it says. An access, a block's start and a block queued say they never wait.
    static func explainsWaiting(_ fact: GateFact?) -> Bool {
        guard let fact else { return true }
        return ![.access, .start, .enqueue].contains(kind(fact))
    }

    private enum StepKind { case access, lock, start, enqueue, groupWait, other }

    private static func kind(_ fact: GateFact) -> StepKind {
        switch fact {
        // a task's next step accesses its own frame (its step says where): an access of that memory
        case .read, .write, .modify, .taskStep: .access
        case .lock, .unlock: .lock
        case .start, .job: .start
        case .enqueue: .enqueue
        case .wait(let object, _) where object == "group": .groupWait
        default: .other
        }
    }
}
