extension Catalogue {
    /// 한국어: the Korean of ``englishDiagnosis``.
    static let koreanDiagnosis: [MessageKey: String] = [:]
}
