import LearnRunner
import LearnTrace

/// Plays one part of a lesson against real runs and checks what it said against them.
///
/// Independently of the player, it decides every `@check`, `@observe` and `@if` from the
/// recorded traces, then asserts: every `@check` held; the text of every branch whose
/// condition held was printed, and no text of a branch whose condition was false; every
/// value figure shown in text equals the value the run's summary printed.
package struct ClaimsAudit: Sendable {
    /// What one playing showed.
    package struct Report: Sendable {
        package var lesson: String
        package var part: String
        /// Each `@check` by name, and whether it held.
        package var checks: [(name: String, held: Bool)] = []
        /// Each `@observe` and `@if` condition by its text, and how it came out.
        package var outcomes: [(name: String, held: Bool)] = []
        /// Problems: a check that failed, text that disagrees with the run.
        package var findings: [String] = []
        /// False when the runs could not be matched to the `@run`s (a budget cut a repeat short).
        package var audited = true
        package var output = ""
    }

    package let lesson: Lesson
    package let part: String

    package init(lesson: Lesson, part: String) {
        self.lesson = lesson
        self.part = part
    }

    /// Plays the introduction and `part` at `pace` with `seed` through `runner`, then audits it;
    /// with `schedule`, every single run is scheduled so (a replayed token, as `--replay` does);
    /// drawn with `render` (its width and language).
    package func play(
        runner: TargetRunning, pace: Double, seed: UInt64, schedule: ScheduleMode? = nil, render: RenderOptions = .plain
    ) -> Report {
        var options = LessonOptions()
        options.render = render
        options.variant = part
        options.pace = pace
        options.seed = seed
        options.schedule = schedule
        var output = ""
        let recording = RecordingRunner(runner)
        let player = LessonEngine(lesson: lesson, options: options, runner: recording) { output += $0 + "\n" }
        _ = player.advance()
        var report = audit(results: recording.results, output: output, render: render)
        for result in player.checkResults where result.isPromise && !result.passed {
            report.findings.append("line \(result.line): the player says `\(result.name)` failed: \(result.words)")
        }
        return report
    }

    /// Audits `output`, printed by a playing of `part` whose runs were `results`, in order,
    /// drawn with `render` (its width decides how a wide table is drawn).
    package func audit(results: [RunResult], output: String, render: RenderOptions = .plain) -> Report {
        var report = Report(lesson: lesson.id, part: part, output: output)
        guard case .success(let plan) = LessonPlan.make(lesson, part: part) else {
            report.findings.append("no part `\(part)`")
            return report
        }
        var walk = ClaimsWalk(plan: plan, results: results, output: output, render: render)
        walk.run(&report)
        return report
    }
}
