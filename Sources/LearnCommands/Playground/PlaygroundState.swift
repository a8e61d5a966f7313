import LearnPlay

/// What the shell remembers of `play`: the file, how it was last run, and that run.
package struct PlaygroundState {
    /// The file `play`, `again` and `edit` work on.
    package var file: String?
    /// The last `play` command (its flags are reused by `again` and `edit`).
    var lastCommand: PlayCommand?
    /// The last traced run (for `trace`).
    package var lastRun: PlayRun?
    /// ThreadSanitizer's own words from the last `--tsan` run (for `trace tsan`).
    package var lastRawReport: String?
    /// True while `play` is what ran last, so `again` reruns it rather than a lesson.
    package var ranLast = false
    /// The exercise `verify`, `hint` and `solution` work on.
    package var exercise: String?
    /// True once learn said that programs run without its sandbox here (the kernel has no Landlock).
    var saidUnsandboxed = false

    package init() {}
}
