import Foundation

/// Where a translated file lives, for lessons and exercises alike: beside its source, in a folder
/// named by its language. `Lessons/ko/barrier.md` translates `Lessons/barrier.md`, a course
/// author's `DIR/ko/bank.md` translates `DIR/bank.md`.
package enum TranslationPath {
    /// The path of `sourcePath`'s translation into `language`: `Exercises/race.md` → `Exercises/ko/race.md`.
    package static func of(_ sourcePath: String, in language: Language) -> String {
        let folder = (sourcePath as NSString).deletingLastPathComponent
        let name = (sourcePath as NSString).lastPathComponent
        return folder.isEmpty ? "\(language.rawValue)/\(name)" : "\(folder)/\(language.rawValue)/\(name)"
    }

    /// The source a translation's path names: `Lessons/ko/barrier.md` → `Lessons/barrier.md`.
    package static func source(of translation: String) -> String {
        let folder = ((translation as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        let name = (translation as NSString).lastPathComponent
        return folder.isEmpty ? name : "\(folder)/\(name)"
    }

    /// Whether `path` is a folder named for a language learn translates into (`ko`).
    package static func isLanguageFolder(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        return Language(rawValue: name).map { $0 != .source } ?? false
    }
}
