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

    /// Every lesson's header, in course order, its title and summary from its translation into
    /// `language` when that translation was made from the source as it is now (only headers
    /// are read: `learn list` stays quick; opening the lesson checks the whole translation).
    package func headers(in language: Language) -> [LessonHeader] {
        guard language != .source else { return lessons }
        return lessons.map { header in
            let path = TranslationPath.of(header.file, in: language)
            guard let bytes = LessonTranslations.bytes(of: path), let split = TranslationStamp.split(bytes),
                let source = sourceBytes(of: header), split.stamp == TranslationStamp.of(source)
            else { return header }
            let (translated, problems) = LessonParser.parseHeader(bytes: split.lesson, file: path)
            guard problems.isEmpty, translated.id == header.id else { return header }
            var shown = header
            shown.title = translated.title
            shown.summary = translated.summary
            return shown
        }
    }
}
