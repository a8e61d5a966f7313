import Foundation
import LearnJudge
import LearnLanguage
import LearnRunner
import LearnSystem
import LearnTrace

/// The playground's scheduled runs: `learn play --schedule` (step), `--replay TOKEN`, and
/// `learn explore FILE`, over a build made with ``BuildMode/scheduled``.
extension Playground {
    /// The least a scheduled run's watchdog waits, in seconds: it settles before every gate, so it
    /// is slower than a free run on a loaded machine.
    package static let scheduledWatchdog = 20.0

    /// The runner of a scheduled build.
    package func scheduled(
        _ build: PlayBuild, console: ScheduleConsole? = nil, preemptions: Int = 2
    ) throws(PlayError)
        -> ScheduledProgram
    {
        precondition(build.mode == .scheduled, "schedule a build made with .scheduled")
        let (tracer, _) = try PlayBuilder(toolchain: toolchain, cache: cache).scheduledLibraries()
        var program = ScheduledProgram(
            build: build, tracer: tracer, watchdog: max(watchdog, Self.scheduledWatchdog), outputLimit: outputLimit,
            preemptions: preemptions,
            console: console)
        program.timeLimit = timeLimit
        program.sandbox = sandbox
        if build.source.judge != nil {
            program.judgeCallers = try JudgeChannel.callers(of: build.binary, symbols: build.symbols, toolchain: toolchain)
        }
        return program
    }

    /// One scheduled run: stepped by `console`, or replaying a token; its waits told as in a free run.
    package func runScheduled(
        _ build: PlayBuild, schedule: ScheduleMode, console: ScheduleConsole?, live: (TraceEvent) -> Void = { _ in }
    ) throws(PlayError) -> PlayRun {
        let program = try scheduled(build, console: console)
        var request = RunRequest(program: ProgramTarget(fileName: build.source.fileName))
        request.schedule = schedule
        request.language = language
        var result = program.run(request, live: live)
        TaskSites.name(&result.trace, binary: build.binary, symbols: build.symbols, fileName: build.source.fileName, toolchain: toolchain)
        var run = PlayRun(result: result)
        let diagnosis = WaitDiagnosis(trace: run.trace, status: result.status)
        // one look-up of the build's line tables for the waits' sites and the tasks' steps'
        let lines = SiteLines(toolchain: toolchain, binary: build.symbols).lines(diagnosis.sites.union(Self.taskStepSites(result)))
        run.diagnosis = diagnosis.sentences(places: places(lines), words: Catalogue(language))
        run.race = ScheduledProgram.raceSentence(result)
        if run.race == nil { run.reentrancy = ReentrantCheck.sentence(result, lineOf: { lines[$0] }) }
        // A token that did not fit at its first gate passed none either: its mismatch says why.
        if result.schedule?.gates.isEmpty ?? true, result.schedule?.mismatch == nil, result.status == .finished {
            throw .noGates(build.source.path)
        }
        return run
    }

    /// Every schedule of the build within `bounds` and `preemptions`, and the outcomes they give.
    /// `goal`, when given, judges each run (the outcomes that reach it are told apart).
    /// `reduction`: partial-order reduction (bounded DPOR); nil: on unless LEARN_EXPLORE_REDUCTION=0.
    /// It is on by default since every token replays what it printed (issue 34 item 4): on the
    /// schedule and race corpora it finds the outcomes the full search finds wherever it applies
    /// (`learn-bench explore-corpora`, ReductionSoundnessTests; a program of Swift tasks is searched
    /// whole unless its steps that hand work to the task runtime are reported) and takes a locked
    /// append's lock in every order the full search does (56 schedules against 260). Its sleep
    /// sets are on unless LEARN_EXPLORE_SLEEP=0 (68 schedules without them): a sleeper counts only
    /// where the tracer's default rule would have gone on with it, so a thread that gave way
    /// (slept, yielded, timed out), whose leaving costs no preemption, never stands for a schedule
    /// that would cost one more.
    ///
    /// With ``ScheduleExplorer/Bounds/wholeFirst`` (`learn explore FILE` without `--preemptions`),
    /// the reduced search first runs with no preemption bound (``ScheduleExplorer/Bounds/unbounded``),
    /// up to that many schedules and a quarter of the time: when it ends, it has tried every class
    /// of interleavings, and that is what it says (a locked append's 20 lock orders in 24
    /// schedules, where 2 preemptions took 56). When it does not, the search within `preemptions`
    /// runs in the time left, and what the first found stays found: its outcomes are real runs.
    package func explore(
        _ build: PlayBuild, bounds: ScheduleExplorer.Bounds, preemptions: Int, reduction: Bool? = nil,
        goal: ((RunResult) -> Bool)? = nil
    ) throws(PlayError) -> ScheduleExplorer.Exploration {
        let reduced = reduction ?? (ProcessInfo.processInfo.environment["LEARN_EXPLORE_REDUCTION"] != "0")
        // The search within the bound always gets at least one schedule of `--max-schedules`, so
        // the two together never run more than it allows.
        guard bounds.wholeFirst > 0, bounds.schedules > 1, reduced, goal == nil else {
            return try explore(build, bounds: bounds, preemptions: preemptions, reduction: reduced, goal: goal, unbounded: false)
        }
        var first = bounds
        first.schedules = min(bounds.schedules - 1, bounds.wholeFirst)
        first.seconds = bounds.seconds / 4
        let whole = try explore(build, bounds: first, preemptions: Self.noBound, reduction: true, goal: nil, unbounded: true)
        if whole.complete && whole.reduced || InterruptFlag.peek() {
            var found = whole
            found.unbounded = whole.complete && whole.reduced
            return found
        }
        var rest = bounds
        rest.seconds = max(0.1, bounds.seconds - whole.seconds)
        rest.schedules = max(1, bounds.schedules - whole.schedules)
        let bounded = try explore(build, bounds: rest, preemptions: preemptions, reduction: true, goal: nil, unbounded: false)
        return bounded.adding(whole)
    }

    /// A preemption bound no schedule reaches: the tracer reports every other choice.
    static let noBound = 1_000_000

    private func explore(
        _ build: PlayBuild, bounds: ScheduleExplorer.Bounds, preemptions: Int, reduction: Bool,
        goal: ((RunResult) -> Bool)?, unbounded: Bool
    ) throws(PlayError) -> ScheduleExplorer.Exploration {
        // Its schedules fork from one process of the program, two at a time on two cores.
        var program = try scheduled(build, preemptions: preemptions).withZygote()
        // What an explored run shows is what it printed last and its values (the kept tail and
        // head): without a goal to judge, a quarter of a run's events do, and two runs at once
        // of a program of 200 threads stay under learn's 64 MB.
        if goal == nil { program.eventCapacity = Self.exploredEventCapacity }
        var base = RunRequest(program: ProgramTarget(fileName: build.source.fileName))
        base.pace = 0
        base.language = language
        var bounds = bounds
        bounds.parallelism = max(bounds.parallelism, min(2, ProcessInfo.processInfo.activeProcessorCount))
        bounds.reduction = reduction
        bounds.unbounded = unbounded
        bounds.stories = true
        bounds.groupEnters = build.source.text.contains(".enter(") || build.source.text.contains("group_enter")
        bounds.concurrentQueues = build.source.text.contains(".concurrent")
        bounds.sleepSets = ProcessInfo.processInfo.environment["LEARN_EXPLORE_SLEEP"] != "0"
        let found = ScheduleExplorer(runner: program).explore(
            base, labels: [], bounds: bounds, goal: goal, describe: ScheduledProgram.outcome, describeRace: ScheduledProgram.raceSentence,
            say: { ScheduledProgram.outcomeWords($0, Catalogue($0.request.language)) },
            explain: { result in
                ScheduledProgram.raceSentence(result) == nil ? ReentrantCheck.sentence(result, lineOf: self.stepLines(build, result)) : nil
            })
        if found.schedules > 0, found.outcomes.allSatisfy({ $0.token == nil }) { throw .noGates(build.source.path) }
        return found
    }

    /// The learner's line of each site of a Swift task's step that the tracer did not name a line
    /// for (read from the build only when the run had tasks).
    func stepLines(_ build: PlayBuild, _ result: RunResult) -> (UInt64) -> Int? {
        let sites = Self.taskStepSites(result)
        let lines = sites.isEmpty ? [:] : self.lines(build, sites: sites)
        return { lines[$0] }
    }

    /// The sites of a run's steps inside Swift tasks whose line the tracer did not name.
    static func taskStepSites(_ result: RunResult) -> Set<UInt64> {
        Set((result.schedule?.steps ?? []).compactMap { $0.task != nil && ($0.line ?? 0) == 0 ? $0.site : nil })
    }

    /// The most events kept of each run `explore FILE` makes without a goal.
    static let exploredEventCapacity = DemoRunner.defaultEventCapacity / 4

    /// The learner's line of each site (an offset into the program), where it has one.
    package func lines(_ build: PlayBuild, sites: Set<UInt64>) -> [UInt64: Int] {
        SiteLines(toolchain: toolchain, binary: build.symbols).lines(sites)
    }
}
