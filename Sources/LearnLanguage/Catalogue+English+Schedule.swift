extension Catalogue {
    /// English: being the scheduler: the gate menu, goals, `explore`, `schedule`, a played file's steps.
    static let englishSchedule: [MessageKey: String] = [:]
}
