import LearnRunner
import LearnTrace

/// Plays one part of a lesson against real runs and checks what it said against them.
///
/// Independently of the player, it decides every `@check`, `@observe` and `@if` from the
/// recorded traces, then asserts: every `@check` held; the text of every branch whose
/// condition held was printed, and no text of a branch whose condition was false; every
/// value figure shown in text equals the value the run's summary printed.
public struct ClaimsAudit: Sendable {
    /// What one playing showed.
    public struct Report: Sendable {
        public var lesson: String
        public var part: String
        /// Each `@check` by name, and whether it held.
        public var checks: [(name: String, held: Bool)] = []
        /// Each `@observe` and `@if` condition by its text, and how it came out.
        public var outcomes: [(name: String, held: Bool)] = []
        /// Problems: a check that failed, text that disagrees with the run.
        public var findings: [String] = []
        /// False when the runs could not be matched to the `@run`s (a budget cut a repeat short).
        public var audited = true
        public var output = ""
    }

    public let lesson: Lesson
    public let part: String

    public init(lesson: Lesson, part: String) {
        self.lesson = lesson
        self.part = part
    }

    /// Plays the introduction and `part` at `pace` with `seed` through `runner`, then audits it.
    public func play(runner: DemoRunning, pace: Double, seed: UInt64) -> Report {
        var options = PlayOptions()
        options.variant = part
        options.pace = pace
        options.seed = seed
        var output = ""
        let recording = RecordingRunner(runner)
        let player = LessonPlayer(lesson: lesson, options: options, runner: recording) { output += $0 + "\n" }
        _ = player.advance()
        var report = audit(results: recording.results, output: output)
        for result in player.checkResults where result.isPromise && !result.passed {
            report.findings.append("line \(result.line): the player says `\(result.name)` failed: \(result.words)")
        }
        return report
    }

    /// Audits `output`, printed by a playing of `part` whose runs were `results`, in order.
    public func audit(results: [RunResult], output: String) -> Report {
        var report = Report(lesson: lesson.id, part: part, output: output)
        guard case .success(let plan) = PlayPlan.make(lesson, part: part) else {
            report.findings.append("no part `\(part)`")
            return report
        }
        var walk = ClaimsWalk(plan: plan, results: results, output: output)
        walk.run(&report)
        return report
    }
}
