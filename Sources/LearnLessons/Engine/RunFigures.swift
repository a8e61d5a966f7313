import LearnJudge
import LearnRunner
import LearnTrace

/// The values `{figures}` take from the last `@run` (its last run, or all N with `repeat=`).
struct RunFigures {
    /// The last run, whole; nil when there is none (or it was interrupted).
    let last: RunResult?
    /// How many runs the `@run` made.
    let runCount: Int
    let verdicts: RunVerdicts?

    init(block: RunBlock?) {
        let complete = block.flatMap { $0.interrupted ? nil : $0 }
        last = complete?.last
        runCount = complete?.summaries.count ?? 0
        verdicts = complete?.verdicts
    }

    /// The figure as text; `–` when there is no run (`learn check` prevents that in lessons).
    func text(_ figure: Figure) -> String {
        guard let last else { return "–" }
        let trace = last.trace
        switch figure {
        case .value(let name): return trace.values[name].map { String($0) } ?? "–"
        case .threads: return String(trace.threads.count)
        case .peak: return String(trace.peakParallelism)
        case .count(let a): return String(TraceFacts.count(trace, a))
        case .threadsRan(let a): return String(TraceFacts.threads(trace, a).count)
        case .overlaps(let a, let b): return String(TraceFacts.overlaps(trace, a, b))
        case .duration: return Self.seconds(Double(trace.duration) / 1e9)
        case .outcome: return last.outcomeWord
        case .runs: return String(runCount)
        case .steps: return last.schedule.map { String(ScheduleToken(choices: $0.choices).threadSteps) } ?? "–"
        case .cpus: return trace.cpus > 0 ? String(trace.cpus) : "–"
        case .tasks(let fact): return String(TaskMetrics(trace).count(fact))
        case .waits(let call, let hold): return String(ActorWaits(trace, call: call, hold: hold).waits.count)
        case .waiters(let call, let hold): return ActorWaits.list(ActorWaits(trace, call: call, hold: hold).waiters)
        case .holders(let call, let hold): return ActorWaits.list(ActorWaits(trace, call: call, hold: hold).holders)
        case .runsHeld(let name):
            return verdicts?.named[name].map { String($0.perRun.filter { $0 }.count) } ?? "–"
        }
    }

    /// `2.01 s`, `350 ms`, `0.4 ms`.
    static func seconds(_ s: Double) -> String {
        if s >= 1 { return format(s, decimals: 2) + " s" }
        if s >= 0.001 { return String(Int((s * 1000).rounded())) + " ms" }
        return format(s * 1000, decimals: 2) + " ms"
    }

    static func format(_ x: Double, decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let n = Int((x * scale).rounded())
        let whole = n / Int(scale), fraction = n % Int(scale)
        let digits = String(fraction)
        return "\(whole).\(String(repeating: "0", count: decimals - digits.count))\(digits)"
    }
}
