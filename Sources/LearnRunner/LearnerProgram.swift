/// What learn takes of a Swift program someone wrote, the same wherever one comes in: a file
/// for `learn play`, an exercise, a lesson's `@run file=`. The playground compiles and traces
/// it; the lesson checker reads it without compiling, so both need these facts, and neither
/// owns the other.
package enum LearnerProgram {
    /// The largest file taken, in bytes: one program, not a project.
    package static let maxBytes = 1_000_000

    /// The labels the playground's tracer gives the work items it sees, with no `trace.` call:
    /// a block sent with `async`, `sync`, a `.barrier` block sent with `async` or `sync`, a
    /// group's block and its `notify`, `asyncAfter`, `concurrentPerform`, an `Operation`, a
    /// Swift task's job, a `Thread`.
    package static let itemLabels = [
        "async", "sync", "barrier", "barrier sync", "group", "notify", "after", "apply", "operation", "task", "thread",
    ]
}
