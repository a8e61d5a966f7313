import CLearnSys

/// Swift tasks as the concurrency runtime numbers them, and its enqueue hooks (`learn_tasks.c`).
///
/// Public, not package, where the recorder calls it: Swift inlines an `@inlinable` public
/// function into another module, but (Swift 6.3, this package's release build) not a package one.
public enum RuntimeTasks {
    /// The id of the task running the calling code (unique in the process), 0 outside a task.
    @inlinable @inline(__always)
    public static var currentID: UInt64 { learn_current_task_id() }

    /// Receives each fact the hooks see, on the thread where it happens: the word (an index
    /// into create, enqueue, run, suspend, complete, stop), the task's id, the value (create:
    /// the creator's id; run, suspend, complete: 1 when the task's cancelled flag was set) and,
    /// for create, the kind (an index into unstructured, child, group, async-let).
    package typealias Sink = @convention(c) (_ word: Int32, _ task: UInt64, _ value: Int64, _ kind: Int32) -> Void

    /// The word of a task's creation.
    package static let createWord = Int32(learn_task_create.rawValue)

    /// Sets the runtime's enqueue hooks so every task's creation, enqueues and runs reach
    /// `sink`; false when the runtime has no hooks, or under ThreadSanitizer.
    package static func startHooks(_ sink: Sink) -> Bool { learn_tasks_start(sink) }
}
