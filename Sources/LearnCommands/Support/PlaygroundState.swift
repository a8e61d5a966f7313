import LearnPlay

/// What the shell remembers of `play`: the file, how it was last run, and that run.
public struct PlaygroundState {
    /// The file `play`, `again` and `edit` work on.
    public var file: String?
    /// The last `play` command (its flags are reused by `again` and `edit`).
    var lastCommand: PlayCommand?
    /// The last traced run (for `trace`).
    public var lastRun: PlayRun?
    /// ThreadSanitizer's own words from the last `--tsan` run (for `trace tsan`).
    public var lastRawReport: String?
    /// True while `play` is what ran last, so `again` reruns it rather than a lesson.
    public var ranLast = false
    /// The exercise `verify`, `hint` and `solution` work on.
    public var exercise: String?

    public init() {}
}
