import LearnLanguage
import LearnLessons

extension Session {
    /// The language of this session: `--lang`, else the locale; `set lang=` changes it.
    package var language: Language {
        get { render.language }
        set { render.language = newValue }
    }

    /// The lesson `id` to show in `language`: its translation, or the English lesson with one
    /// line saying why (no translation yet, or one made from an older English lesson).
    package func lesson(_ id: String, in language: Language) throws(LearnError) -> Lesson {
        let source = try lesson(id)
        guard language != .source, let (shown, choice) = library.lesson(id: source.id, language: language) else { return source }
        let words = Catalogue(language)
        let why: String? =
            switch choice {
            case .translated: nil
            case .missing: words(.translationMissing, id)
            case .stale, .invalid: words(.translationStale, id)
            }
        if let why { console.errorRaw(Text.wrap(why, width: render.width).joined(separator: "\n")) }
        return shown
    }
}
