import Foundation
import LearnJudge
import LearnLanguage

/// Where a lesson's translations live, and which one a learner gets.
///
/// A translation sits beside its source, in a folder named by its language:
/// `Lessons/ko/barrier.md` translates `Lessons/barrier.md` (shipped, embedded like the source),
/// `DIR/ko/bank.md` translates a teacher's `DIR/bank.md`. A folder keeps the course's own
/// listing (`ls Lessons`) as it was, lets a teacher hand one language's folder to a translator,
/// and no lesson loader that reads a folder's `*.md` mistakes a translation for a second lesson
/// with the same id.
package enum LessonTranslations {
    /// What a learner asking for `language` gets for one lesson.
    package enum Choice: Sendable {
        /// The translation, checked against its source.
        case translated(Lesson)
        /// No translation in that language (or the source language itself).
        case missing
        /// Made from an older source: the source is shown.
        case stale
        /// It does not match its source (`learn check` says where): the source is shown.
        case invalid
    }

    /// The translation of `source` (its header's file and its bytes) into `language`, checked.
    static func choose(source: [UInt8], file: String, language: Language) -> Choice {
        guard language != .source, let bytes = bytes(of: TranslationPath.of(file, in: language)) else { return .missing }
        let (lesson, findings) = TranslationChecker.check(
            bytes: bytes, file: TranslationPath.of(file, in: language), source: source, sourceFile: file)
        guard let lesson, findings.problems.isEmpty else { return .invalid }
        return findings.toUpdate.isEmpty ? .translated(lesson) : .stale
    }

    /// A translation's bytes: embedded when shipped (`Lessons/…`), else read from its folder.
    static func bytes(of path: String) -> [UInt8]? {
        if path.hasPrefix("Lessons/") {
            return EmbeddedFiles.files.first { $0.path == path }.map { Array($0.text.utf8) }
        }
        guard case .success(let bytes) = LessonFiles.contents(path) else { return nil }
        return bytes
    }

    /// The shipped translations: `Lessons/LANG/*.md` for every language but the source.
    static var shipped: [(path: String, bytes: [UInt8])] {
        let folders = Language.allCases.filter { $0 != .source }.map { "Lessons/\($0.rawValue)/" }
        return EmbeddedFiles.files
            .filter { file in file.path.hasSuffix(".md") && folders.contains { file.path.hasPrefix($0) } }
            .map { ($0.path, Array($0.text.utf8)) }
    }
}
