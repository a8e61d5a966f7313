extension Catalogue {
    /// 한국어: the Korean of englishRuns.
    static let koreanRuns: [MessageKey: String] = [:]
}
