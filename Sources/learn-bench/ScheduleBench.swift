import Foundation
import LearnDemoProcess
import LearnDemos
import LearnJudge
import LearnRunner
import LearnSystem
import LearnTrace

/// Step mode's speed: how soon the next question follows an answer, and how
/// long `learn explore` takes over every schedule of the race's 2×2 configuration.
struct ScheduleBench: Benchmark {
    let name = "schedule"
    var runs = 10

    /// Answers at once, alternating threads, and notes when each question came.
    final class Clock: ScheduleConsole, @unchecked Sendable {
        private let lock = NSLock()
        private var asked: [UInt64] = []
        private var answered: UInt64 = 0
        private(set) var steps: [Double] = []

        func decide(_ decision: ScheduleDecision) -> ScheduleAnswer {
            let now = MonotonicClock.now()
            lock.lock()
            defer { lock.unlock() }
            if answered > 0 { steps.append(Double(now - answered) / 1e6) }
            asked.append(now)
            answered = MonotonicClock.now()
            let choices = decision.choices
            return .go(choices[asked.count % choices.count])
        }

        func ended(_ result: RunResult) { lock.withLock { answered = 0 } }
    }

    func run() -> [Figure] {
        guard let learn = DemoRunner.siblingExecutable(named: "learn") else { return [Figure.learnMissing] }
        let clock = Clock()
        let runner = DemoRunner(executable: learn, console: clock)
        let request = Self.race("global")
        for _ in 0..<runs {
            var stepped = request
            stepped.schedule = .step
            _ = runner.run(stepped) { _ in }
        }
        let median = Stats.median(clock.steps)
        var figures = [
            Figure(
                name: "step: answer → next question, median of \(clock.steps.count)", value: Stats.ms(median), goal: "≤ 50 ms",
                met: median <= 50)
        ]
        let explorer = ScheduleExplorer(runner: DemoRunner(executable: learn))
        for variant in ["global", "serial"] {
            let found = explorer.explore(Self.race(variant), labels: Set(DemoCatalog.named("data-source")?.labels ?? []))
            let seconds = String(format: "%.2f s", found.seconds)
            figures.append(
                Figure(
                    name: "explore race --variant \(variant) (2×2): \(found.schedules) schedules, \(found.outcomes.count) outcomes",
                    value: seconds, goal: "≤ 10 s", met: found.complete && found.seconds <= 10))
        }
        return figures
    }

    static func race(_ variant: String) -> RunRequest {
        RunRequest(demo: "data-source", variant: variant, parameters: DemoCatalog.stepProfile(for: "data-source").parameters, pace: 0)
    }
}
