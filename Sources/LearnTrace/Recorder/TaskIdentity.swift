import LearnSystem

/// The Swift task running the calling code, as the runtime numbers it.
///
/// `withUnsafeCurrentTask` gives no identity that outlives the task (its
/// address is reused), so this asks the runtime for the task's id, which is
/// unique within the process. The recorder renders it as `task 12`, the name the
/// task records (``TaskRecords``) and `learn play` give the same task.
enum TaskIdentity {
    /// The current task's id, 0 when the code does not run in a task.
    @inline(__always)
    static func current() -> UInt64 { RuntimeTasks.currentID }
}
