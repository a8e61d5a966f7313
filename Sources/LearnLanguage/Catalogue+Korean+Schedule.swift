extension Catalogue {
    /// 한국어: the Korean of englishSchedule.
    static let koreanSchedule: [MessageKey: String] = [:]
}
