import Foundation
import LearnDemos
import LearnTrace

/// Runs a demo under every schedule of its gates, within bounds, and counts the outcomes.
///
/// A stateless search: each run follows a token's prefix, then always lets the
/// lowest-numbered thread go, and reports every point where another thread at
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
        /// The search stops after this many seconds.
        package var seconds = 60.0
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

        /// How many schedules reached the goal searched for (0 without one).
        package var goalSchedules: Int { outcomes.filter { $0.reachesGoal == true }.reduce(0) { $0 + $1.schedules } }
    }

    package let runner: any DemoRunning

    package init(runner: any DemoRunning) { self.runner = runner }

    /// Runs every schedule of `base` within `bounds`; `goal`, when given, judges each
    /// run, and outcomes that differ only in reaching it are told apart.
    package func explore(_ base: RunRequest, bounds: Bounds = Bounds(), goal: ((RunResult) -> Bool)? = nil) -> Exploration {
        let start = Date()
        var pending: [[Int]] = [[]]
        var found: [String: Outcome] = [:]
        var order: [String] = []
        var runs = 0, divergent = 0
        let labels = Set(DemoCatalog.named(base.demo)?.labels ?? [])
        while let prefix = pending.popLast() {
            if runs >= bounds.schedules || Date().timeIntervalSince(start) > bounds.seconds { break }
            var request = base
            request.schedule = .explore(prefix: prefix.isEmpty ? nil : ScheduleToken(choices: prefix))
            let result = runner.run(request) { _ in }
            runs += 1
            guard let report = result.schedule, report.mismatch == nil else {
                divergent += 1
                continue
            }
            for branch in report.branches.reversed() where branch.position >= prefix.count && branch.position < bounds.depth {
                for other in branch.enabled.reversed() where other != branch.chosen {
                    pending.append(Array(report.choices.prefix(branch.position)) + [other])
                }
            }
            let text = Self.outcomeText(result, labels: labels)
            let reaches = goal.map { $0(result) }
            let key = text + (reaches == true ? " +goal" : "")
            if found[key] == nil {
                order.append(key)
                found[key] = Outcome(text: text, schedules: 0, token: report.token, reachesGoal: reaches)
            }
            found[key]!.schedules += 1
        }
        return Exploration(
            outcomes: order.compactMap { found[$0] }, schedules: runs, complete: pending.isEmpty,
            seconds: Date().timeIntervalSince(start), divergent: divergent)
    }

    /// The demo's results (its declared values), or how the run ended when it did not finish.
    /// Times (values named `…_ms`) are left out: no schedule decides them.
    package static func outcomeText(_ result: RunResult, labels: Set<String>) -> String {
        if case .timedOut = result.status, result.schedule?.deadlock != nil { return "deadlock" }
        guard result.status == .finished else { return result.status.word }
        let values = result.trace.values.filter { labels.contains($0.key) && !$0.key.hasSuffix("_ms") }.sorted { $0.key < $1.key }
        return values.isEmpty ? "finished" : values.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
    }
}
