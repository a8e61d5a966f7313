import Foundation
import LearnLanguage
import LearnRunner
import LearnTrace

/// Runs a demo under every schedule of its gates, within bounds, and counts the outcomes.
///
/// A stateless search: each run follows a token's prefix, then the default rule
/// (the thread let go last goes on: ``ScheduleToken``), and reports every point where another thread at
/// a fine-grained gate could have gone instead. Each such alternative becomes
/// the prefix of a later run, so every schedule is run exactly once. Traced
/// gates (span begin and end, marks) touch nothing the threads share, so the
/// search never branches at them: schedules that differ only in the order of
/// those gates count as one.
package struct ScheduleExplorer {
    /// How far the search goes.
    package struct Bounds: Sendable {
        /// At most this many schedules are run.
        package var schedules = 2_000
        /// Choices after this many gates are not branched on.
        package var depth = 400
        /// The search stops after this many seconds of wall-clock time, inside a schedule too:
        /// each run's time limit is what is left of them.
        package var seconds = 60.0
        /// The search stops at the first schedule that reaches its goal (a test that needs one
        /// schedule of a bug, not the count of them all).
        package var stopAtGoal = false
        /// How many schedules run at once (each its own process: two cores run two).
        package var parallelism = 1
        /// Partial-order reduction (``reducedAlternatives(_:depth:scheduled:)``): a schedule that
        /// only reorders steps that commute is not run. Only a learner's program's reports carry
        /// the steps it needs; a demo's search runs every schedule, as does a program of Swift
        /// tasks whose tracer did not report its steps that handed work to the runtime.
        package var reduction = false
        /// The program calls a group's `enter()`, which no gate names: a group's wait is then
        /// dependent with every step (``dependent(_:_:waitsCommute:)``).
        package var groupEnters = false
        /// The program makes a concurrent queue of its own (`.concurrent`): two blocks of one
        /// queue may run side by side (``blockWaitedForAThread(_:concurrentQueues:)``).
        package var concurrentQueues = false
        /// Sleep sets in the reduced search (``Reduction``): a sleeping thread stands for the
        /// schedules tried only where the one standing for it costs no more preemptions
        /// (``reducedAlternatives``). ``Playground/explore`` turns them on unless
        /// `LEARN_EXPLORE_SLEEP=0`.
        package var sleepSets = false
        /// Each outcome keeps the story of its schedule with the fewest preemptions (a learner's
        /// program's: its reports carry the steps a story tells).
        package var stories = false
        /// The reduced search has no preemption bound (the runs' tracer reports every other
        /// choice): classic DPOR with source sets and sleep sets. A sleeper always stands for
        /// what it sleeps, no backtrack point is added for a bound, a lock and another thread's
        /// unlock of it commute, and a thread at a lock another thread holds is never sent on
        /// (it would only wait for the unlock). ``Playground/explore`` tries this first when
        /// ``wholeFirst`` is set.
        package var unbounded = false
        /// ``Playground/explore`` first searches with no preemption bound (``unbounded``), up to
        /// this many schedules; only if that search does not end does it search within the bound.
        /// 0: within the bound only.
        package var wholeFirst = 0
        package init() {}
    }

    /// One outcome and the schedules that gave it.
    package struct Outcome: Sendable {
        /// The demo's results, `name=value` sorted by name, or how the run ended when it did not finish.
        package var text: String
        package var schedules: Int
        /// A token that replays one schedule with this outcome.
        package var token: ScheduleToken?
        /// Whether these schedules reach the goal searched for; nil when there is none.
        package var reachesGoal: Bool?
        /// The data race of the first schedule with this outcome, in words (``describeRace``), when it had one.
        package var race: String?
        /// ``text`` in the learner's language, said from the first schedule's facts (``explore``'s `say`).
        package var words: String?
        /// What the first schedule shows of how the outcome came about, in words (``explore``'s
        /// `explain`: a check gone stale across an `await`), when it shows something.
        package var explanation: String?
        /// The interleaving of the schedule ``token`` replays, step by step (``Bounds/stories``).
        package var story: InterleavingStory?
        /// How many preemptions that schedule makes: of the schedules giving this outcome, the
        /// fewest seen (``ScheduleReport/preemptions``).
        package var preemptions: Int?
        /// True when every schedule that gave this outcome moved the clock while a thread could
        /// still go on (``ScheduleReport/clockEarly``, a token's `0`): it needs a thread slower
        /// than a timer, which nothing in the program rules out but a real run seldom shows.
        package var slowOnly = false
    }

    /// What the search found.
    package struct Exploration: Sendable {
        package var outcomes: [Outcome]
        package var schedules: Int
        /// True when every schedule within the depth was run (no count or time limit hit).
        package var complete: Bool
        package var seconds: Double
        /// Runs whose prefix did not replay (the demo is not deterministic between its gates).
        package var divergent: Int
        /// Why the first few of those did not follow: what `learn explore` and a failed test show.
        package var divergences: [Divergence] = []
        /// The search stopped because its time (``Bounds/seconds``) was spent.
        package var outOfTime = false
        /// Schedules in which a timed wait of the program stood at a gate of its own (the tracer's
        /// `times out waiting on …`): there its timeout was a choice of the schedule, not a clock.
        package var timedWaitSchedules = 0
        /// Schedules in which a queue's block waited for a pool thread that was running another
        /// (``blockWaitedForAThread(_:concurrentQueues:)``): the pool's width, this machine's
        /// CPUs, bounded what they could try.
        package var poolWaitSchedules = 0
        /// Set when a run had more blocks and threads than the race detector follows: how many it did.
        package var raceContexts: Int?
        /// True when partial-order reduction chose the schedules: every schedule within the bounds
        /// is equivalent (the same steps, commuting ones reordered) to one that was run.
        package var reduced = false
        /// A reduced search's classes of interleavings tried, with sleep sets: its schedules less
        /// those that, past their prefix, let a thread go whose step a schedule tried before had
        /// already taken first (from there, a class already tried). Nil without sleep sets.
        package var classes: Int?
        /// True when the search was reduced and had no preemption bound (``Bounds/unbounded``):
        /// complete, it tried every class of interleavings, with any number of preemptions.
        package var unbounded = false
        /// The writes a sandbox refused the runs (a learner's program's), all runs' together.
        package var refusedWrites: RefusedWrites?
        /// True when the program ran without its sandbox (the kernel has no Landlock).
        package var unsandboxed = false

        package init(outcomes: [Outcome], schedules: Int, complete: Bool, seconds: Double, divergent: Int) {
            self.outcomes = outcomes
            self.schedules = schedules
            self.complete = complete
            self.seconds = seconds
            self.divergent = divergent
        }

        /// This search, after `earlier` (a search of the same program that did not end): the
        /// outcomes `earlier` found that this one did not come after this one's, and every count
        /// both. What this search covered is what the sum says it covered.
        package func adding(_ earlier: Exploration) -> Exploration {
            var sum = self
            for outcome in earlier.outcomes {
                if let i = sum.outcomes.firstIndex(where: { $0.text == outcome.text }) {
                    sum.outcomes[i].schedules += outcome.schedules
                    sum.outcomes[i].slowOnly = sum.outcomes[i].slowOnly && outcome.slowOnly
                } else {
                    sum.outcomes.append(outcome)
                }
            }
            sum.schedules += earlier.schedules
            sum.seconds += earlier.seconds
            sum.divergent += earlier.divergent
            sum.divergences = Array((earlier.divergences + divergences).prefix(4))
            sum.timedWaitSchedules += earlier.timedWaitSchedules
            sum.poolWaitSchedules += earlier.poolWaitSchedules
            sum.raceContexts = raceContexts ?? earlier.raceContexts
            if let classes, let before = earlier.classes { sum.classes = classes + before }
            sum.refusedWrites = RefusedWrites.merged([earlier.refusedWrites, refusedWrites].compactMap { $0 })
            sum.unsandboxed = unsandboxed || earlier.unsandboxed
            return sum
        }

        /// How many schedules reached the goal searched for (0 without one).
        package var goalSchedules: Int { outcomes.filter { $0.reachesGoal == true }.reduce(0) { $0 + $1.schedules } }
    }

    package let runner: any TargetRunning

    /// The prefixes of the schedules a run's report opens, in the order the run met them: at each
    /// branch point past the run's own prefix and within `depth`, every other thread that could
    /// have gone. A stack takes them reversed (the deepest first), a queue as they come.
    package static func alternatives(_ report: ScheduleReport, after prefix: Int, depth: Int) -> [[Int]] {
        pending(report, after: prefix, depth: depth).map(\.prefix)
    }

    /// The same as ``alternatives(_:after:depth:)``, each kept as the run's choices (one array all
    /// share) and where it leaves them: a run of 200 threads opens tens of thousands of schedules,
    /// which as arrays of their own took explore to 932 MB.
    static func pending(_ report: ScheduleReport, after prefix: Int, depth: Int) -> [Pending] {
        let choices = report.choices
        return report.branches.filter { $0.position >= prefix && $0.position < depth }.flatMap { branch in
            branch.enabled.filter { $0 != branch.chosen }.map { Pending(choices: choices, length: branch.position, rank: $0) }
        }
    }

    /// How many schedules a search with no bound (``Bounds/unbounded``) may hold still to run
    /// before it gives way to the bounded search: more than a short search would ever run.
    static let mostPendingWithNoBound = 20_000

    /// A schedule still to run: the first `length` of `choices` (a run's, shared), then `rank`
    /// unless it is -1. Sixteen bytes: tens of thousands of them wait at once.
    struct Pending {
        let choices: [Int]
        let length: Int32
        let rank: Int32

        /// A whole prefix as it is.
        init(_ prefix: [Int]) { (choices, length, rank) = (prefix, Int32(prefix.count), -1) }

        init(choices: [Int], length: Int, rank: Int) { (self.choices, self.length, self.rank) = (choices, Int32(length), Int32(rank)) }

        /// The schedule's choices.
        var prefix: [Int] { Array(choices.prefix(Int(length))) + (rank < 0 ? [] : [Int(rank)]) }
    }

    package init(runner: any TargetRunning) { self.runner = runner }

    /// Why a run did not follow its token, as a fact (``Exploration/divergences``): the tracer's
    /// mismatch, or how the run ended when it sent no report; worded where it is shown.
    package enum Divergence: Sendable, Equatable {
        case mismatch(ScheduleMismatch)
        case noReport(RunStatus)

        package func words(_ say: Catalogue) -> String {
            switch self {
            case .mismatch(let mismatch): mismatch.words(say, explored: true)
            case .noReport(let status): say(.exploreDivergenceNoReport, say(status.outcomeKey))
            }
        }
    }

    static func divergence(_ result: RunResult) -> Divergence {
        if let mismatch = result.schedule?.mismatch { return .mismatch(ScheduleMismatch(wire: mismatch)) }
        return .noReport(result.status)
    }

    /// Runs every schedule of `base` within `bounds`; `labels` are the values the demo declares
    /// (what an outcome shows); `goal`, when given, judges each run, and outcomes that differ
    /// only in reaching it are told apart. The runs are a ``RunSeries`` in its generator form:
    /// each run's branches are the next requests. `describe`, when given, says a run's outcome
    /// instead of its values in `labels` (a learner's program: what it printed last, its values).
    package func explore(
        _ base: RunRequest, labels: Set<String>, bounds: Bounds = Bounds(), goal: ((RunResult) -> Bool)? = nil,
        describe: ((RunResult) -> String)? = nil, describeRace: ((RunResult) -> String?)? = nil,
        say: ((RunResult) -> String)? = nil, explain: ((RunResult) -> String?)? = nil
    ) -> Exploration {
        let say = say ?? { $0.scheduleOutcomeWords(labels: labels, Catalogue($0.request.language)) }
        let start = Date()
        var pending: [Pending] = [Pending([])]
        var found: [String: Outcome] = [:]
        var order: [String] = []
        var divergent = 0
        var divergences: [Divergence] = []
        let series = RunSeries(count: bounds.schedules, budget: bounds.seconds, parallelism: bounds.parallelism)
        let runner = self.runner
        var cut = 0
        var timedWaits = 0
        var poolWaits = 0
        var gaveUp = false
        var raceContexts: Int?
        var reduction = Reduction()
        var reduced = false
        var tasksSeen = false
        var refused: RefusedWrites?
        var unsandboxed = false
        let made = series.explore(clock: { Date().timeIntervalSince(start) }, next: { pending.popLast()?.prefix }) { prefix in
            var request = base
            request.schedule = .explore(prefix: prefix.isEmpty ? nil : ScheduleToken(choices: prefix))
            request.timeLimit = max(0.01, bounds.seconds - Date().timeIntervalSince(start))
            return (prefix, runner.run(request) { _ in })
        } judge: { run in
            let (prefix, result) = run
            refused = RefusedWrites.merged([refused, result.refusedWrites].compactMap { $0 })
            unsandboxed = unsandboxed || result.unsandboxed
            if result.status == .interrupted { return .interrupted }
            if result.status.hitTimeLimit {  // the time ran out inside this schedule: it is not one tried
                cut = 1
                return .stop
            }
            guard let report = result.schedule, report.mismatch == nil else {
                divergent += 1
                if divergences.count < 4 { divergences.append(Self.divergence(result)) }
                return .next
            }
            // A Swift task's work handed to the runtime (a task made, a continuation resumed, a
            // job queued) is done at no gate: a tracer that reports the steps that did it
            // (``ScheduleReport/runtime``) lets the reduction take them as dependent with every
            // step; without that report, a program of tasks is searched whole.
            tasksSeen = tasksSeen || (report.runtime == nil && result.trace.events.contains { $0.kind == .task })
            // With no bound, a program of many threads opens more schedules than a short search
            // runs (200 threads: tens of thousands a run): it gives way to the bounded search at
            // once, before it works them out, and what it held is let go (learn stays under 64 MB).
            if bounds.unbounded, !gaveUp,
                pending.count + (report.steps ?? []).reduce(0, { $0 + $1.at.count }) > Self.mostPendingWithNoBound
            {
                gaveUp = true
                pending = []
                reduction = Reduction()
            }
            if gaveUp {
                // nothing more opened: the bounded search takes over
            } else if bounds.reduction, report.steps != nil, !tasksSeen {
                reduced = true
                pending += Self.reducedAlternatives(
                    report, prefix: prefix.count, depth: bounds.depth, waitsCommute: !bounds.groupEnters, sleepSets: bounds.sleepSets,
                    bounded: !bounds.unbounded, state: &reduction
                ).reversed()
            } else {
                pending += Self.pending(report, after: prefix.count, depth: bounds.depth).reversed()
            }
            if report.gates.contains(where: Self.isTimedWaitGate) { timedWaits += 1 }
            if Self.blockWaitedForAThread(result.trace.events, concurrentQueues: bounds.concurrentQueues) { poolWaits += 1 }
            if let contexts = report.raceContexts { raceContexts = contexts }
            let text = describe?(result) ?? result.scheduleOutcome(labels: labels)
            let reaches = goal.map { $0(result) }
            let key = text + (reaches == true ? " +goal" : "")
            let preemptions = report.preemptions
            let story = { bounds.stories ? InterleavingStory(result, say: Catalogue(result.request.language)) : nil }
            if found[key] == nil {
                order.append(key)
                found[key] = Outcome(text: text, schedules: 0, token: report.token, reachesGoal: reaches, race: describeRace?(result))
                found[key]!.words = say(result)
                found[key]!.explanation = explain?(result)
                found[key]!.preemptions = preemptions
                found[key]!.story = story()
                found[key]!.slowOnly = report.clockEarly == true
            } else if let fewer = preemptions, fewer < found[key]!.preemptions ?? .max {
                // the same outcome by a simpler way: its token and story are told instead (an
                // outcome keeps a schedule that shows its race, or its stale check, if it had one)
                let race = describeRace?(result)
                let explanation = found[key]!.race == nil || race != nil ? explain?(result) : nil
                if found[key]!.race == nil || race != nil, found[key]!.explanation == nil || explanation != nil {
                    found[key]!.token = report.token
                    found[key]!.race = race
                    found[key]!.words = say(result)
                    found[key]!.explanation = explanation
                    found[key]!.preemptions = fewer
                    found[key]!.story = story()
                }
            }
            if report.clockEarly != true { found[key]!.slowOnly = false }
            found[key]!.schedules += 1
            return reaches == true && bounds.stopAtGoal || gaveUp ? .stop : .next
        }
        var exploration = Exploration(
            outcomes: order.compactMap { found[$0] }, schedules: made.made - cut,
            complete: made.ending == .complete && pending.isEmpty && cut == 0 && !gaveUp,
            seconds: Date().timeIntervalSince(start), divergent: divergent)
        exploration.outOfTime = cut > 0 || made.ending == .outOfTime
        exploration.timedWaitSchedules = timedWaits
        exploration.poolWaitSchedules = poolWaits
        exploration.divergences = divergences
        exploration.raceContexts = raceContexts
        exploration.reduced = reduced && !tasksSeen
        if exploration.reduced && bounds.sleepSets { exploration.classes = made.made - cut - divergent - reduction.blockedRuns }
        exploration.refusedWrites = refused
        exploration.unsandboxed = unsandboxed
        return exploration
    }

    /// True for a gate a timed wait stood at (`THREAD:timeout␟semaphore␟2`, ``GateFact/timeout(object:number:)``).
    package static func isTimedWaitGate(_ gate: String) -> Bool {
        guard case .timeout = ScheduleReport.fact(ofPassed: gate) else { return false }
        return true
    }
}
