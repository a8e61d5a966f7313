import LearnLanguage

/// The kind as the views and the log name it: `group`, `unstructured` (`group`, `비구조적`): the
/// message `taskKind…` of its raw value (``NamedWords``).
extension TaskRecord.Kind: NamedWords {
    package static let wordsPrefix = "taskKind"
}

/// The state as the `tasks` view names it: `running`, `enqueued`, `suspended`, `completed`
/// (`taskState…`).
extension TaskRecord.State: NamedWords {
    package static let wordsPrefix = "taskState"
}
