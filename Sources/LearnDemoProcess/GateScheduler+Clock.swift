import Foundation
import LearnLanguage
import LearnRunner
import LearnTrace

/// The demo's clock under the scheduler: time moves only when no thread can take another step.
///
/// A thread in a sleep, a timed wait or a delayed block waits for a timer on ``clock``; it
/// stands at no gate. When the run settles with nobody at a gate and a timer set, the
/// scheduler fires the earliest (``tick()``), and the token says so with a `0`: a replay
/// fires the clock exactly where the run that made the token did. A search never branches
/// on the clock: while some thread can move, demo time stands still.
extension GateScheduler {
    /// The choice that fires the clock rather than letting a thread go.
    static let clockChoice = 0

    /// True while what the last timer woke has not gone on (for ``ScheduleMessage/deadlockSeconds``
    /// at most): the threads at gates are not yet all that will stand at one.
    func stillWaking(since: inout Date?) -> Bool {
        guard clock.isWaking else { return false }
        if since == nil { since = Date() }
        return Date().timeIntervalSince(since!) < ScheduleMessage.deadlockSeconds
    }

    /// The global pools a demo's work can be queued on: a queue of the demo's own (serial or
    /// concurrent) runs its blocks on one of them, and so does the main queue under `dispatchMain()`.
    static let pools: [DispatchQoS.QoSClass] = [.background, .utility, .default, .userInitiated, .userInteractive]

    /// How long the pools' probes may take at most: a pool whose threads are all blocked
    /// gets another from libdispatch's monitor, which looks about once a second.
    static let probeLimit: TimeInterval = 3

    /// True once every block queued on a global pool before this call has been taken by a
    /// thread: a probe queued on each pool has run, and a pool takes its blocks in order. A
    /// block queued (by `async`, a group's `notify`, a fired timer) but not yet given a
    /// thread shows in no thread's state; after this, it runs (and ``ThreadCensus`` sees it).
    func poolsDrained() -> Bool {
        let probes = DispatchGroup()
        for qos in Self.pools { DispatchQueue.global(qos: qos).async(group: probes) {} }
        return probes.wait(timeout: .now() + Self.probeLimit) == .success
    }

    /// True when nothing but a choice can change the run: every thread is at a gate, blocked
    /// or done, nothing the clock woke is still waking, and no pool holds a block it has not
    /// given to a thread. Facts, not a wait: the clock then fires the same timer in every replay.
    func isQuiet() -> Bool {
        guard !clock.isWaking, ThreadCensus.isSettled(except: [schedulerTid]) else { return false }
        guard poolsDrained() else { return true }  // a pool that never drains: the run is as quiet as it gets
        return !clock.isWaking && ThreadCensus.isSettled(except: [schedulerTid])
    }

    /// Waits until the run is quiet (``isQuiet()``; for ``ScheduleMessage/deadlockSeconds`` at
    /// most while something keeps running): every thread that could set a timer before this
    /// moment has set it, so the clock fires the same timer in every replay.
    func awaitQuiet() {
        let start = Date()
        while Date().timeIntervalSince(start) < ScheduleMessage.deadlockSeconds {
            if isQuiet() { return }
            usleep(200)
        }
    }

    /// True when a known demo thread is in a real timed sleep (it wakes by itself, off the clock).
    func sleepers() -> Bool {
        condition.withLock { Array(tids.values) }.contains { ThreadCensus.isSleeping($0) }
    }

    /// Fires the earliest timer and waits until what it woke has gone on.
    /// A tick while a thread stands at a gate is a choice the rule does not make: the rule then
    /// goes on with no thread let go last.
    func tick() {
        awaitQuiet()
        let rule = defaultRank(condition.withLock { waiting })
        guard let firedAt = clock.fireEarliest() else { return }
        if rule != Self.clockChoice { lastLetGo = nil }
        choices.append(Self.clockChoice)
        defaults.append(rule)
        gates.append("0:clock \(firedAt / 1_000_000) ms")
    }

    /// A token's step where the clock is concerned: `rank` is the clock's (`0`), or the run
    /// settled with only the clock able to move. Nil (and a mismatch) when they disagree.
    func clockStep(_ rank: Int) -> Int? {
        if rank == Self.clockChoice {
            if clock.canFire { return Self.clockChoice }
            mismatch = ScheduleMismatch.noTimer(gate: choices.count + 1, .demo).wire
            return nil
        }
        let countsTime: Bool =
            switch mode {
            case .replay(let token), .explore(let token?): token.countsTime
            default: true
            }
        mismatch =
            countsTime
            ? ScheduleMismatch.demoTime(rank: rank, gate: choices.count + 1, .demo).wire
            : ScheduleMismatch.noClockStep(rank: rank, gate: choices.count + 1).wire
        return nil
    }

    /// After the scheduler has let every thread go: keeps the clock until the demo finishes,
    /// firing the earliest timer whenever the run is quiet, so a sleep or timeout set on it ends
    /// (and ends in the same order in every replay).
    func keepTime() {
        while !context.isFinished {
            if clock.canFire, isQuiet() {
                clock.fireEarliest()
            } else {
                usleep(500)
            }
        }
    }
}
