extension Catalogue {
    /// English: a run's words: the end of a lesson, the shell's greeting, repeated runs' histograms, the live log, `show`, `demos`, `set`, `progress`, `list`.
    static let englishRuns: [MessageKey: String] = [:]
}
