import CDispatch
import Foundation
import LearnDemos
import LearnLanguage
import LearnRunner
import LearnSystem
import LearnTrace

/// The scheduler inside a demo's process when its run is stepped, replayed or explored.
///
/// Demo threads stop at gates (``arrive(_:)``) and sleep until this scheduler,
/// on a thread of its own, lets exactly one go. Before each choice it waits
/// until the run has *settled* (``ThreadCensus``): every thread is at a gate,
/// blocked outside one, or done. The learner (over the control channel), a
/// token, or the default rule (``defaultRank(_:)``) then picks the thread. Everything it lets
/// through is written down, so the run ends as a token that replays it.
final class GateScheduler: GateKeeper, @unchecked Sendable {
    let condition = NSCondition()
    // Guarded by `condition`:
    var numbers: [Int32: Int] = [:]
    var tids: [Int: Int32] = [:]
    var mains: Set<Int> = []
    var waiting: [Int: GateArrival] = [:]
    var lastGate: [Int: GateArrival] = [:]
    private var letGo = false

    // Used by the scheduler thread only:
    var choices: [Int] = []
    /// What the default rule would have chosen at each of ``choices`` (``defaultChoice(_:)``).
    var defaults: [Int] = []
    /// The thread let go last, while the rule goes on with it (nil after the clock moved instead).
    var lastLetGo: Int?
    var gates: [String] = []
    private var branches: [BranchPoint] = []
    var schedulerTid: Int32 = 0
    var deadlock: [String]?
    /// Where every thread stood when nothing could go on.
    var stuck: [ThreadStand]?
    /// Why a token did not fit the run: a ``ScheduleMismatch``'s wire form, which learn words in
    /// the learner's language.
    var mismatch: String?
    private var wentAuto = false
    /// Set once the learner said `auto` in step mode: the default rule makes every later choice.
    private var finishingByRule = false

    let mode: ScheduleMode
    let tracer: Tracer
    let context: DemoContext
    let control: ControlChannel?
    /// Step mode: a thread at a traced (coarse) gate goes on without asking.
    private let fineOnly: Bool
    private let done = DispatchSemaphore(value: 0)
    /// The demo's time in this run: virtual, moved only by this scheduler (``SchedulerClock``).
    let clock = SchedulerClock()

    init(mode: ScheduleMode, tracer: Tracer, context: DemoContext, control: ControlChannel?, fineOnly: Bool) {
        self.mode = mode
        self.tracer = tracer
        self.context = context
        self.control = control
        self.fineOnly = fineOnly
    }

    /// Turns the gates on and starts the scheduler thread.
    func start() {
        if case .record = mode {
            Gate.install(self, mode: .record)
            done.signal()
            return
        }
        Gate.install(self, mode: .stop, clock: clock)
        let thread = Thread { [self] in loop() }
        thread.name = "learn-scheduler"
        thread.start()
    }

    /// Waits (a moment at most) until the scheduler has sent its report: the demo has finished.
    func finish() {
        _ = done.wait(timeout: .now() + 1)
    }

    private var report: ScheduleReport {
        var report = ScheduleReport(
            choices: choices, gates: gates, branches: branches, deadlock: deadlock, mismatch: mismatch,
            wentAuto: wentAuto, stuck: stuck)
        report.defaults = defaults
        report.finishedByDefault = finishingByRule ? true : nil
        return report
    }

    // MARK: The demo threads' side

    func arrive(_ arrival: GateArrival) {
        if case .record = mode {
            if arrival.isFine { tracer.recordGate(arrival) }
            return
        }
        var arrival = arrival
        // The queue whose block the thread runs tells apart threads at the same traced gate
        // that run different code (two `begin download` spans, one on each of two queues).
        if arrival.queue == nil { arrival.queue = String(cString: dispatch_queue_get_label(nil)) }
        let tid = OSThread.id
        condition.lock()
        if letGo || tid == schedulerTid {
            condition.unlock()
            if arrival.isFine { tracer.recordGate(arrival) }
            return
        }
        let number = numbers[tid] ?? register(tid)
        waiting[number] = arrival
        condition.broadcast()
        // The number is looked up again on every wake: a newcomer's provisional
        // number becomes its real one when the run settles (``numberNewcomers()``).
        while let current = numbers[tid], waiting[current] != nil, !letGo { condition.wait() }
        condition.unlock()
        if arrival.isFine { tracer.recordGate(arrival) }
    }

    /// Numbers a thread on its first gate (called with the lock held): the main
    /// thread is always 1; any other thread gets a provisional number until the
    /// run settles, when ``numberNewcomers()`` gives it its real one.
    private func register(_ tid: Int32) -> Int {
        let number = OSThread.isMain ? 1 : Self.provisionalBase + numbers.count
        numbers[tid] = number
        tids[number] = tid
        if number == 1 { mains.insert(number) }
        return number
    }

    /// Provisional numbers start here: far above any real one.
    static let provisionalBase = 10_000

    /// Gives the threads that reached their first gate since the last choice
    /// their real numbers 2, 3… (called with the lock held, when the run has
    /// settled). Threads that arrive together do not arrive in a fixed order (a
    /// reader thread and a queue's worker race to their first gates), so they
    /// are numbered by the gate they stand at and the queue whose block each
    /// runs, then by arrival: threads at the same first gate on the same queue run
    /// the same code, so their order does not change what a token replays. The main thread differs from the rest (its run loop,
    /// `reloadData`), so it is always 1.
    func numberNewcomers() {
        let newcomers = waiting.filter { $0.key >= Self.provisionalBase }
            .sorted { GateRank.precedes(Self.stand($0.value, $0.key), Self.stand($1.value, $1.key)) }
        guard !newcomers.isEmpty else { return }
        var next = 2 + tids.keys.filter { $0 != 1 && $0 < Self.provisionalBase }.count
        for (provisional, arrival) in newcomers {
            guard let tid = tids.removeValue(forKey: provisional) else { continue }
            waiting.removeValue(forKey: provisional)
            waiting[next] = arrival
            tids[next] = tid
            numbers[tid] = next
            next += 1
        }
        condition.broadcast()
    }

    // MARK: The scheduler's side

    private func loop() {
        schedulerTid = OSThread.id
        let prefix: [Int] =
            switch mode {
            case .replay(let token): token.choices
            case .explore(let token?): token.choices
            default: []
            }
        let path: [String] = if case .follow(let file) = mode { followPath(file) } else { [] }
        let forced: [Int: Int]? = if case .replay(let token) = mode { Self.forcedRanks(token) } else { nil }
        if case .replay(let token) = mode, case .seed = token.form {
            mismatch = ScheduleMismatch.seedToken(.demo).wire
        }
        while !context.isFinished, mismatch == nil {
            let next: Int?
            if let forced {
                next = byRule(forced)
            } else if case .follow = mode {
                let passed = choices.count { $0 != Self.clockChoice }  // the free run's gates followed so far
                next = passed < path.count ? follow(path[passed]) : nil
            } else if choices.count < prefix.count {
                next = waitFor(prefix[choices.count])
            } else if case .replay = mode {
                // The token is used up: the real scheduler finishes the run (the clock keeps time), unless
                // nothing can go on (a deadlock the token led to, said as in the run it came from).
                _ = settledChoices()
                next = nil
            } else {
                next = choose()
            }
            guard let next else { break }
            release(next)
        }
        wentAuto = !context.isFinished && deadlock == nil && mismatch == nil
        releaseAll()
        _ = control?.send("Z", report)
        keepTime()
        done.signal()
    }

    /// The next thread (or the clock) in step or explore mode; nil to let the real scheduler finish.
    private func choose() -> Int? {
        guard let enabled = settledChoices() else { return nil }
        if enabled.isEmpty { return Self.clockChoice }  // only the clock can move
        let threads = Self.ranked(enabled)
        let coarse = threads.first { enabled[$0]?.isFine == false }
        if case .explore = mode {
            // The default rule's thread goes on (a traced gate's first: it touches nothing shared, no
            // need to branch; else the one let go last), so a schedule's token names its branches alone.
            let rule = defaultRank(enabled)
            if let coarse { return coarse }
            let others = Array(1...threads.count) + (clock.canFire ? [Self.clockChoice] : [])  // time may pass here too
            if others.count > 1 { branches.append(BranchPoint(position: choices.count, enabled: others, chosen: rule)) }
            return threads[rule - 1]
        }
        // After the learner's `auto`, the default rule finishes the run, so its token replays it whole.
        if finishingByRule { return threads[defaultRank(enabled) - 1] }
        if threads.count == 1 { return threads[0] }
        if fineOnly, let coarse { return coarse }
        switch ask() {
        case .go(let number): return number
        case .auto:
            finishingByRule = true
            return threads[defaultRank(enabled) - 1]
        case nil: return nil
        }
    }

    /// Waits until the run settles; the threads at gates then (none when only the
    /// clock can move: every thread waits for demo time), or nil when the demo
    /// finished or nothing can go on (a deadlock, written down).
    func settledChoices() -> [Int: GateArrival]? {
        var emptySince: Date?, wakeSince: Date?
        while !context.isFinished {
            if ThreadCensus.isSettled(except: [schedulerTid]) {
                let snapshot = condition.withLock {
                    numberNewcomers()
                    return waiting
                }
                if !snapshot.isEmpty, !stillWaking(since: &wakeSince) { return snapshot }
                let quiet = emptySince.map { Date().timeIntervalSince($0) } ?? 0
                if emptySince == nil { emptySince = Date() }
                if clock.canFire {  // only the clock can move, once no pool holds a block it has not started
                    if snapshot.isEmpty, isQuiet(), condition.withLock({ waiting.isEmpty }) { return [:] }
                } else if sleepers() {
                    emptySince = nil
                } else if quiet > ScheduleMessage.deadlockSeconds {
                    // A block a pool has not given a thread yet is not stuck: its thread comes.
                    guard isQuiet(), condition.withLock({ waiting.isEmpty }) else {
                        emptySince = nil
                        continue
                    }
                    deadlock = describeDeadlock()
                    return nil
                }
                usleep(1000)
            } else {
                usleep(100)
            }
        }
        return nil
    }

    /// Waits until the run settles, as it had when the token's choice was
    /// made, then picks the thread at `rank`; nil (and a mismatch) when the run
    /// ended, or fewer threads stand at gates than the token counts.
    private func waitFor(_ rank: Int) -> Int? {
        if let enabled = settledChoices() {
            if rank == Self.clockChoice || enabled.isEmpty { return clockStep(rank) }
            let threads = Self.ranked(enabled)
            if rank >= 1 && rank <= threads.count { return threads[rank - 1] }
            mismatch = ScheduleMismatch.tooFewAtGates(rank: rank, gate: choices.count + 1, standing: threads.count, .demo).wire
        } else if deadlock == nil {
            mismatch = ScheduleMismatch.endedBefore(gate: choices.count + 1, .demo).wire
        }
        return nil
    }

    /// Lets every thread go and turns the gates off: the real scheduler takes over.
    private func releaseAll() {
        Gate.turnOff()
        condition.withLock {
            letGo = true
            waiting.removeAll()
            condition.broadcast()
        }
    }
}
