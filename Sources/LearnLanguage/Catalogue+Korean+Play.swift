extension Catalogue {
    /// 한국어: the Korean of englishPlay.
    static let koreanPlay: [MessageKey: String] = [:]
}
