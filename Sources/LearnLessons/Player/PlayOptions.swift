import LearnRunner
import LearnTrace

/// How a lesson is played.
public struct PlayOptions: Sendable {
    /// Play only the introduction and this part (`--variant`).
    public var variant: String?
    /// Parameter values that override the lesson's (`--set`, shell `set`).
    public var overrides: [String: String] = [:]
    /// The first run's seed (`repeat=N` uses seed … seed+N-1); nil: a fresh one each run.
    public var seed: UInt64?
    public var pace: Double = 1
    /// Stop at `@pause` and ask predictions (shell, or `--step`).
    public var interactive: Bool = false
    /// Played in the shell, where `again` and `next` exist (advice names them only there).
    public var shell: Bool = false
    /// Pause where a class needs it (`--step`, `--present`): after the question, after the
    /// run's drawing, and wherever the next block would not fit the screen (`render.height`).
    public var screens: Bool = false
    /// Clear the screen at each pause and show a footer (`--present`).
    public var present: Bool = false
    /// The views a teacher chose (`--view`, shell `set view=`): they replace each `@run`'s own.
    public var views: TraceViewSet?
    /// Write events as JSON lines instead of the lesson's text (`--json`).
    public var json: Bool = false
    /// Write the Chrome trace of the runs here (`--trace-out`), opened before the lesson runs.
    public var traceOut: TraceOutput?
    public var render: RenderOptions = .plain
    /// Who decides at the demos' gates (`--schedule`, `--replay`, shell `schedule on`); nil: the real scheduler.
    public var schedule: ScheduleMode?
    public init() {}
}
