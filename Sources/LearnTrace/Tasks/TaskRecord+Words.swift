import LearnLanguage

extension TaskRecord.Kind {
    /// The kind as the views and the log name it: `group`, `unstructured` (`group`, `비구조적`).
    package func words(_ say: Catalogue) -> String {
        switch self {
        case .main: say(.taskKindMain)
        case .child: say(.taskKindChild)
        case .group: say(.taskKindGroup)
        case .asyncLet: say(.taskKindAsyncLet)
        case .task: say(.taskKindTask)
        case .detached: say(.taskKindDetached)
        case .unstructured: say(.taskKindUnstructured)
        case .unknown: say(.taskKindUnknown)
        }
    }
}

extension TaskRecord.State {
    /// The state as the `tasks` view names it: `running`, `enqueued`, `suspended`, `completed`.
    package func words(_ say: Catalogue) -> String {
        switch self {
        case .running: say(.taskStateRunning)
        case .enqueued: say(.taskStateEnqueued)
        case .suspended: say(.taskStateSuspended)
        case .completed: rawValue
        }
    }
}
