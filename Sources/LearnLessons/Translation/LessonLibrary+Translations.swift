import LearnLanguage

extension LessonLibrary {
    /// The lesson `id` in `language`: its translation when there is one that matches its source
    /// and was made from the source as it is now; else the source, with why (missing, stale,
    /// invalid). Nil when there is no such lesson.
    package func lesson(id: String, language: Language) -> (lesson: Lesson, choice: LessonTranslations.Choice)? {
        guard let source = lesson(id: id) else { return nil }
        let choice = LessonTranslations.choose(source: Array(source.text.utf8), file: source.file, language: language)
        if case .translated(let translation) = choice { return (translation, choice) }
        return (source, choice)
    }
}
