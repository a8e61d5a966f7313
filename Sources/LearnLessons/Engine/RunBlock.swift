import LearnJudge
import LearnRunner
import LearnTrace

/// One `@run` as played: where the playing was before it, its runs, and the checks decided over
/// them. It keeps the last run whole (for figures, `trace` and `again`) and of the others only
/// their outcome and values, so `repeat=N` costs N small rows, not N traces.
struct RunBlock: Sendable {
    /// One run reduced to what the histogram and `{runs}` need.
    struct Summary: Sendable {
        var status: RunStatus
        var values: [String: Int64]
    }

    let directive: RunDirective
    /// The playing just before this `@run` (its cursor is on the `@run`).
    let start: EngineState
    /// The conditions decided over the runs (checks, observations, `@if`s, a prediction's options).
    let conditions: [RepeatedCondition]
    private(set) var verdicts = RunVerdicts()
    private(set) var summaries: [Summary] = []
    /// The last run, whole.
    private(set) var last: RunResult?
    /// How many runs were asked for.
    private(set) var asked = 0

    init(_ directive: RunDirective, start: EngineState, conditions: [RepeatedCondition]) {
        self.directive = directive
        self.start = start
        self.conditions = conditions
    }

    /// True when Ctrl-C stopped the last run: its checks are not decided.
    var interrupted: Bool { last?.status == .interrupted }

    /// True when the budget ran out before every run asked for was made.
    var outOfTime: Bool { !interrupted && summaries.count < asked }

    /// Makes the runs, one after another, until all are made, one is interrupted, or the budget
    /// (seconds on `clock`) is spent; `starting` is told before each run, `live` sees its events.
    mutating func play(
        _ requests: [RunRequest], runner: TargetRunning, budget: Double, clock: () -> Double,
        starting: () -> Void, live: (TraceEvent) -> Void, finished: (RunResult) -> Void
    ) {
        asked = requests.count
        // The series keeps each run's status only: this block keeps the last trace.
        _ = RunSeries(count: requests.count, budget: budget).run(clock: clock) { index, left in
            var request = requests[index]
            // a single run is held to what is left of the budget too, however busy it keeps
            request.timeLimit = max(left, 0.001)
            // the next run replaces the last one: release it first, so that only the run being
            // made holds a trace
            if index > 0 { last = nil }
            starting()
            let result = runner.run(request, live: live)
            record(result)
            finished(result)
            return result.status
        } judge: { (status: RunStatus) -> RunSeries.Step in
            status == .interrupted ? .interrupted : .next
        }
    }

    /// Adds one run: its facts are tallied, its trace replaces the previous one.
    mutating func record(_ result: RunResult) {
        last = result
        guard result.status != .interrupted else { return }
        verdicts.tally(result, conditions: conditions)
        summaries.append(Summary(status: result.status, values: result.trace.values))
    }

    /// Decides each `@check`/`@observe` of `steps` (the block after the `@run`), in order.
    mutating func decide(_ steps: ArraySlice<LessonStep>) {
        for step in steps {
            switch step.kind {
            case .check(let name, let condition), .observe(let name, let condition), .goal(let name, let condition):
                verdicts.decide(name, condition)
            default: break
            }
        }
    }
}
