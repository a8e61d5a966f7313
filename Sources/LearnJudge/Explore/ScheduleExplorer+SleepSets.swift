import LearnRunner
import LearnTrace

/// Sleep sets for the reduced search (Godefroid; Flanagan and Godefroid's DPOR with sleep sets),
/// kept across runs that finish out of order.
///
/// At a choice the search tried (a *node*, named by the print of the choices before it), each
/// thread sent on from there is a *child*. A child sent on after others *sleeps* those earlier
/// ones whose next step commutes with its own: every schedule of the later child that runs a
/// sleeping thread's step before anything that step depends on is equivalent (the same steps,
/// commuting ones reordered) to a schedule of the earlier child, which that child's own search
/// covers. A sleeping thread wakes at the first step of another thread that its step depends on.
/// A run that lets a sleeping thread go (the default rule knows nothing of sleep) has, from that
/// choice on, only repeated a class already covered: the search reads the run up to that choice,
/// and sends the first thread there that is awake, where the preemption bound allows it, instead.
///
/// The order of children at a node is the order they were sent on (a run's own choice first),
/// whichever run reported them: the sleep of a child is fixed when it is sent on, so two runs
/// that report at once, in either order, agree on it.
///
/// A sleeper's step is read from the run that tests it (the step it stands at there), never kept
/// from the run that put it to sleep: each run lays its heap out otherwise, and a kept address
/// made two calls of one lock look independent, so a sleeping thread never woke (the order
/// program of two writers taking one lock 3 times found 8 of its 20 lock orders within 10
/// preemptions). Under the preemption bound a sleeper stands for the schedules tried only where
/// moving its step back costs no preemption (``reducedAlternatives``: where the sibling that
/// slept it preempted it); elsewhere it is taken as awake.
extension ScheduleExplorer {
    /// A thread standing at a gate with its next step: asleep in a child's sleep set, or a child
    /// of a node (what the later children sleep).
    struct Sleeper {
        var thread: Int
        var fact: GateFact?
        /// The step without its `at` (a sleep set holds many) and without its address: another
        /// run lays its heap out otherwise, so a run reads the sleeper's step from its own steps
        /// (``reducedAlternatives``), and this one only where that run never takes it.
        var step: ScheduleReport.Step
        /// The choice (its index in the run) at which it fell asleep: a sibling sent on there
        /// after it slept it.
        var since = 0

        init(thread: Int, fact: GateFact?, step: ScheduleReport.Step) {
            self.thread = thread
            self.fact = fact
            var trimmed = step
            trimmed.at = []
            trimmed.addr = nil
            self.step = trimmed
        }

        var dependence: (fact: GateFact?, step: ScheduleReport.Step) { (fact, step) }
    }

    /// What the reduced search keeps between runs: every choice made or sent on (by its prefix's
    /// print), each node's children in the order they were sent on, and the sleep set of each
    /// child sent on as an alternative (a run's own choice past its prefix sleeps what its node
    /// slept, less what its step wakes).
    struct Reduction {
        var scheduled: Set<PrefixPrint> = [PrefixPrint.empty]
        var children: [PrefixPrint: [Sleeper]] = [:]
        var sleeping: [PrefixPrint: [Sleeper]] = [:]
        /// Runs that let a sleeping thread go past their prefix: from there, a class already tried.
        var blockedRuns = 0
    }

    /// The sleep set at each choice of a run (index `count`: after its last), and where the run
    /// first let a sleeping thread go past its prefix (`count` when it never did): the sets after
    /// that are not read.
    static func sleepSets(
        _ threads: [Int], _ facts: [(fact: GateFact?, step: ScheduleReport.Step)], prefix: Int, printOf: [PrefixPrint],
        waitsCommute: Bool, bounded: Bool, state: Reduction, step: (Int, Sleeper) -> (fact: GateFact?, step: ScheduleReport.Step),
        covers: (Sleeper) -> Bool
    ) -> (sets: [[Sleeper]], end: Int) {
        var sets: [[Sleeper]] = [state.sleeping[printOf[0]] ?? []]
        for i in threads.indices {
            let thread = threads[i], asleep = sets[i]
            if i >= prefix, thread > 0, asleep.contains(where: { $0.thread == thread && covers($0) }) { return (sets, i) }
            sets.append(
                state.sleeping[printOf[i + 1]]
                    ?? asleep.filter {
                        $0.thread != thread && thread > 0 && !dependent(step(i, $0), facts[i], waitsCommute: waitsCommute, bounded: bounded)
                    })
        }
        return (sets, threads.count)
    }
}
