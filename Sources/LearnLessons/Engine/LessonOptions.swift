import LearnRunner
import LearnTrace

/// How a lesson is played.
package struct LessonOptions: Sendable {
    /// Play only the introduction and this part (`--variant`).
    package var variant: String?
    /// Parameter values that override the lesson's (`--set`, shell `set`).
    package var overrides: [String: String] = [:]
    /// The first run's seed (`repeat=N` uses seed … seed+N-1); nil: a fresh one each run.
    package var seed: UInt64?
    package var pace: Double = 1
    /// Stop at `@pause` and ask predictions (shell, or `--step`).
    package var interactive: Bool = false
    /// Played in the shell, where `again` and `next` exist (advice names them only there).
    package var shell: Bool = false
    /// Pause where a class needs it (`--step`, `--present`): after the question, after the
    /// run's drawing, and wherever the next block would not fit the screen (`render.height`).
    package var screens: Bool = false
    /// Clear the screen at each pause and show a footer (`--present`).
    package var present: Bool = false
    /// The views a teacher chose (`--view`, shell `set view=`): they replace each `@run`'s own.
    package var views: TraceViewSet?
    /// Write events as JSON lines instead of the lesson's text (`--json`).
    package var json: Bool = false
    /// Write the Chrome trace of the runs here (`--trace-out`), opened before the lesson runs.
    package var traceOut: TraceOutput?
    /// The page the lesson's text and runs go to (`--html`), written by the command at the end.
    package var page: HTMLPage?
    package var render: RenderOptions = .plain
    /// Who decides at the demos' gates (`--schedule`, `--replay`, shell `schedule on`); nil: the real scheduler.
    package var schedule: ScheduleMode?
    package init() {}
}
