import Foundation
import LearnJudge
import LearnLanguage
import LearnState

/// Where an exercise's translations live, and which words a learner gets.
///
/// A translation sits beside its source, in a folder named by its language, as a lesson's does:
/// `Exercises/ko/race.md` translates `Exercises/race.md` (shipped, embedded like the source), a
/// course author's `DIR/ko/bank.md` translates `DIR/bank.md`. It changes only words: the title,
/// the text, the hints and the `@fail` words. The judge, the checks, the Swift files and the
/// learner's progress are the source's, whatever the language — but for the comments of the
/// starter, which may be translated too (`Exercises/ko/race.swift`, ``StarterTranslation``).
package enum ExerciseTranslations {
    /// What a learner asking for a language gets for one exercise.
    package enum Choice: Sendable, Equatable {
        /// The translation's words, checked against the source.
        case translated
        /// No translation in that language (or the source language itself).
        case missing
        /// Made from an older source: the source is shown.
        case stale
        /// It does not match its source (`learn check` says where): the source is shown.
        case invalid
    }

    /// `exercise` in `language`: the translation's words when it matches its source as the
    /// source is now, else the exercise as it is, with why. `read` reads a file by its path
    /// (the translation, the source, the Swift files beside the source).
    package static func choose(_ exercise: Exercise, language: Language, read: (String) -> String?) -> (exercise: Exercise, choice: Choice)
    {
        let file = TranslationPath.of(exercise.path, in: language)
        guard language != .source, let text = read(file) else { return (exercise, .missing) }
        guard let source = read(exercise.path) else { return (exercise, .invalid) }
        let folder = (exercise.path as NSString).deletingLastPathComponent
        let (translated, findings) = ExerciseTranslationChecker.check(
            text, file: file, source: source, sourceFile: exercise.path,
            swift: { name in name.isEmpty || name.contains("/") ? nil : read((folder as NSString).appendingPathComponent(name)) },
            besideTranslation: { name in beside(file, name, read) })
        guard let translated, findings.problems.isEmpty else { return (exercise, .invalid) }
        return findings.toUpdate.isEmpty ? (translated, .translated) : (exercise, .stale)
    }

    /// The shipped translations: `Exercises/LANG/*.md` for every language but the source.
    package static var shipped: [(path: String, text: String)] {
        let folders = Language.allCases.filter { $0 != .source }.map { "Exercises/\($0.rawValue)/" }
        return ShippedExerciseFiles.files.filter { file in file.path.hasSuffix(".md") && folders.contains { file.path.hasPrefix($0) } }
    }

    /// Checks the shipped translations against the shipped exercises.
    package static func checkShipped() -> ExerciseTranslationChecker.Findings {
        let texts = Dictionary(ShippedExerciseFiles.files.map { ($0.path, $0.text) }, uniquingKeysWith: { a, _ in a })
        return check(shipped) { texts[$0] }
    }

    /// Checks the translations at `path`: an exercise folder's `LANG/*.md`, a language folder's
    /// files, or one translation named alone.
    package static func check(path: String) -> ExerciseTranslationChecker.Findings {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .init() }
        guard isDirectory.boolValue else { return check([(path, UserFile.text(path) ?? "")]) { UserFile.text($0) } }
        let folders =
            TranslationPath.isLanguageFolder(path)
            ? [path] : Language.allCases.filter { $0 != .source }.map { (path as NSString).appendingPathComponent($0.rawValue) }
        var files: [(path: String, text: String)] = []
        for folder in folders {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for name in names.sorted() where name.hasSuffix(".md") && name != "README.md" {
                let full = (folder as NSString).appendingPathComponent(name)
                files.append((full, UserFile.text(full) ?? ""))
            }
        }
        return check(files) { UserFile.text($0) }
    }

    /// True for a translation's folder (`Exercises/ko`), or a file in one, beside exercises.
    package static func isTranslation(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return false }
        let folder = isDirectory.boolValue ? path : (path as NSString).deletingLastPathComponent
        guard TranslationPath.isLanguageFolder(folder) else { return false }
        return ExerciseChecker.isExerciseFolder((folder as NSString).deletingLastPathComponent)
    }

    /// Each translation against the source its path names (`read` reads any file by its path).
    static func check(_ files: [(path: String, text: String)], read: (String) -> String?) -> ExerciseTranslationChecker.Findings {
        var findings = ExerciseTranslationChecker.Findings()
        for file in files {
            let sourcePath = TranslationPath.source(of: file.path)
            guard let source = read(sourcePath) else {
                findings.problems.append(
                    Diagnostic(file: file.path, line: 1, column: 1, Words(.exerciseTranslationNoSource, sourcePath)))
                continue
            }
            let folder = (sourcePath as NSString).deletingLastPathComponent
            findings =
                findings
                + ExerciseTranslationChecker.check(
                    file.text, file: file.path, source: source, sourceFile: sourcePath,
                    swift: { name in name.isEmpty || name.contains("/") ? nil : read((folder as NSString).appendingPathComponent(name)) },
                    besideTranslation: { name in beside(file.path, name, read) }
                ).findings
        }
        return findings
    }

    /// The file `name` in the folder of the translation at `path` (`Exercises/ko/race.swift` beside
    /// `Exercises/ko/race.md`), read by `read`; nil for a name with a folder in it.
    static func beside(_ path: String, _ name: String, _ read: (String) -> String?) -> String? {
        guard !name.isEmpty, !name.contains("/") else { return nil }
        return read(((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(name))
    }
}
