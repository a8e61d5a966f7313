extension Catalogue {
    /// English: a learner's own code: `play`, ThreadSanitizer's explanations, exercises and their verdicts, `verify --watch`.
    static let englishPlay: [MessageKey: String] = [:]
}
