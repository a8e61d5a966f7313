extension Catalogue {
    /// 한국어: the Korean of englishTasks.
    static let koreanTasks: [MessageKey: String] = [:]
}
