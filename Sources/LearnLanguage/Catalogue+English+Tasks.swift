extension Catalogue {
    /// English: Swift tasks: the task forest, task lanes, task events, cancellation, the task cap.
    static let englishTasks: [MessageKey: String] = [:]
}
