import Foundation
import LearnLanguage
import LearnRunner
import LearnTrace

/// The default rule a short token is written against (Lessons/FORMAT.md, "Stepping and
/// replaying"), the twin of the scheduled tracer's `default_pick`: the thread let go last goes on
/// while it stands at a gate, else the first by rank; when no thread stands at a gate, the clock
/// moves. A thread at a traced gate goes before them all. A demo's threads never count as having given way (its gates do not see a sleep begin).
extension GateScheduler {
    /// The rule's rank among the threads at gates now (`enabled`): 0 (the clock) when none stands at one.
    /// A thread at a traced gate (a span's begin or end, a mark: it touches nothing shared) goes
    /// first: a played program has no such gate.
    func defaultRank(_ enabled: [Int: GateArrival]) -> Int {
        guard !enabled.isEmpty else { return Self.clockChoice }
        let threads = Self.ranked(enabled)
        if let coarse = threads.firstIndex(where: { enabled[$0]?.isFine == false }) { return coarse + 1 }
        return (lastLetGo.flatMap { threads.firstIndex(of: $0) } ?? 0) + 1
    }

    /// A short token's deviations by position (nil for any other token: a long one is followed
    /// choice by choice, then the real scheduler finishes the run).
    static func forcedRanks(_ token: ScheduleToken) -> [Int: Int]? {
        guard case .deviations(let deviations) = token.form else { return nil }
        return Dictionary(deviations.map { ($0.position, $0.rank) }, uniquingKeysWith: { first, _ in first })
    }

    /// A short token's next choice: its deviation here, else the rule's; nil (and a mismatch, when
    /// the run has no such choice or ended before the token's last deviation) to stop choosing.
    func byRule(_ forced: [Int: Int]) -> Int? {
        guard let enabled = settledChoices() else {
            if deadlock == nil, let pending = forced.keys.filter({ $0 >= choices.count }).min() {
                mismatch = ScheduleMismatch.endedBefore(gate: pending + 1, .demo).wire
            }
            return nil
        }
        guard let rank = forced[choices.count] else {
            let rank = defaultRank(enabled)
            return rank == Self.clockChoice ? rank : Self.ranked(enabled)[rank - 1]
        }
        if rank == Self.clockChoice || enabled.isEmpty { return clockStep(rank) }
        let threads = Self.ranked(enabled)
        if rank >= 1 && rank <= threads.count { return threads[rank - 1] }
        mismatch = ScheduleMismatch.tooFewAtGates(rank: rank, gate: choices.count + 1, standing: threads.count, .demo).wire
        return nil
    }

    /// Lets thread `number` pass its gate, then waits until it stands again
    /// (at its next gate, blocked, or done), so gates are passed one at a time.
    func release(_ number: Int) {
        if number == Self.clockChoice { return tick() }
        condition.lock()
        let rank = (Self.ranked(waiting).firstIndex(of: number) ?? 0) + 1
        let rule = defaultRank(waiting)
        guard let arrival = waiting.removeValue(forKey: number) else {
            condition.unlock()
            return
        }
        lastGate[number] = arrival
        let tid = tids[number] ?? 0
        condition.broadcast()
        condition.unlock()
        choices.append(rank)
        defaults.append(rule)
        lastLetGo = number
        gates.append("\(number):\(arrival.summary)")
        settle(number, tid: tid)
    }

    private func settle(_ number: Int, tid: Int32) {
        var quietLooks = 0
        while quietLooks < 2 {
            if condition.withLock({ waiting[number] != nil }) { return }
            if ThreadCensus.state(of: tid) == "R" {
                quietLooks = 0
                usleep(50)
            } else {
                quietLooks += 1
                usleep(100)
            }
        }
    }
}
