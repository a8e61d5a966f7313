extension Catalogue {
    /// 한국어: the Korean of englishCommands.
    static let koreanCommands: [MessageKey: String] = [:]
}
