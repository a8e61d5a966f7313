import LearnSystem
import Synchronization

/// Records the Swift tasks of the process it runs in (the `learn __demo` child) from the
/// concurrency runtime's enqueue hooks (`learn_tasks.c`): the same `task` events `learn play`'s
/// preloaded tracer writes, so ``TaskRecords``, the `tasks` view and the `tasks` conditions
/// read a demo's run as they read a learner's. What it cannot see: creation sites, `cancel()`
/// calls (a cancel shows as the flag seen set at the task's next run or return), which
/// unstructured task was `Task {}` and which `Task.detached`, and runs of tasks enqueued on an
/// actor (they run inside the actor's own job).
package enum TaskHooks {
    /// The tracer the hooks write into, once started (kept for the life of the process).
    private static let tracer = Atomic<Unmanaged<Tracer>?>(nil)
    private static let words = ["create", "enqueue", "run", "suspend", "complete", "stop"]
    private static let kinds = ["unstructured", "child", "group", "async-let"]

    /// Starts recording into `tracer`; false when the runtime offers no hooks or under
    /// ThreadSanitizer. Once per process: a second call changes nothing.
    @discardableResult
    package static func start(_ tracer: Tracer) -> Bool {
        let retained = Unmanaged.passRetained(tracer)
        guard self.tracer.compareExchange(expected: nil, desired: retained, ordering: .acquiringAndReleasing).exchanged
        else {
            retained.release()
            return false
        }
        return RuntimeTasks.startHooks { word, task, value, kind in
            guard let tracer = TaskHooks.tracer.load(ordering: .acquiring) else { return }
            let label = TaskHooks.words[Int(word)]
            let detail = word == RuntimeTasks.createWord ? TaskHooks.kinds[Int(kind)] : ""
            tracer._withUnsafeGuaranteedRef { $0.recordTask(label, task: task, value: value, detail: detail) }
        }
    }
}
