import Foundation
import LearnFormat
import LearnJudge
import LearnLanguage
import LearnState

/// The exercises `learn` knows: the shipped ones, embedded in the binary.
package struct ExerciseCatalog: Sendable {
    package let exercises: [Exercise]
    /// Problems in exercise files (the shipped ones have none: the test suite proves it).
    package let problems: [Diagnostic]
    /// Reads a file of the catalogue by its path (a translation, a source, a Swift file beside
    /// it): the embedded files for the shipped exercises, the disk for a folder's.
    package var read: @Sendable (String) -> String? = { _ in nil }

    package init(exercises: [Exercise], problems: [Diagnostic] = []) {
        self.exercises = exercises
        self.problems = problems
    }

    /// The exercises shipped with `learn`, in the order of their lessons' names.
    package static let shipped: ExerciseCatalog = {
        let files = ShippedExerciseFiles.files
        let texts = Dictionary(files.map { ($0.path, $0.text) }, uniquingKeysWith: { a, _ in a })
        // `Exercises/*.md`: the translations in `Exercises/ko/` are words over these, not exercises
        let sources = files.filter { $0.path.hasSuffix(".md") && $0.path.split(separator: "/").count == 2 }
        var catalog = read(files: sources.map { ($0.path, $0.text) }) { texts[$0] }
        catalog.read = { texts[$0] }
        return catalog
    }()

    /// The lesson of the shipped exercise `id`, from its file's header alone (`learn list` at
    /// start-up: no exercise parsed whole); nil when no shipped exercise has that id.
    package static func shippedLesson(of id: String) -> String? {
        guard let file = ShippedExerciseFiles.files.first(where: { $0.path == "Exercises/\(id).md" }) else { return nil }
        let head = file.text.split(separator: "\n", maxSplits: 40, omittingEmptySubsequences: false).prefix(40).map(String.init)
        guard case .success(let header) = FrontMatter.read(head) else { return nil }
        for case .entry(let entry) in header.items where entry.key == "lesson" { return entry.value }
        return nil
    }

    /// The exercises in a folder on disk (`learn check Exercises/`). A folder that cannot be
    /// listed, or a `.md` file that cannot be read as UTF-8, is a problem reported, not skipped.
    package static func folder(_ path: String) -> ExerciseCatalog {
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: path) } catch {
            return ExerciseCatalog(
                exercises: [],
                problems: [Diagnostic(file: path, line: 1, column: 1, message: "cannot list this folder: \(error.localizedDescription)")])
        }
        var files: [(String, String)] = [], unreadable: [Diagnostic] = []
        for name in names.sorted() where name.hasSuffix(".md") && name != "README.md" {
            let full = (path as NSString).appendingPathComponent(name)
            guard let text = UserFile.text(full) else {
                unreadable.append(
                    Diagnostic(
                        file: full, line: 1, column: 1,
                        message: "cannot read this exercise file (a folder, unreadable, or not UTF-8): fix or remove it"))
                continue
            }
            if text.hasPrefix("---") { files.append((full, text)) }  // a README or notes beside the exercises are not exercises
        }
        let catalog = read(files: files) { UserFile.text($0) }
        var found = ExerciseCatalog(exercises: catalog.exercises, problems: unreadable + catalog.problems)
        found.read = { UserFile.text($0) }
        return found
    }

    /// Parses each exercise file; `file` reads a file by its path.
    static func read(files: [(String, String)], file: (String) -> String?) -> ExerciseCatalog {
        var exercises: [Exercise] = [], problems: [Diagnostic] = []
        for (path, text) in files {
            let folder = (path as NSString).deletingLastPathComponent
            let result = ExerciseParser.parse(text, path: path) { name in
                name.isEmpty || name.contains("/") ? nil : file((folder as NSString).appendingPathComponent(name))
            }
            if let exercise = result.exercise { exercises.append(exercise) }
            problems += result.problems
        }
        return ExerciseCatalog(exercises: exercises.sorted { $0.id < $1.id }, problems: problems)
    }

    package func exercise(_ id: String) -> Exercise? { exercises.first { $0.id == id } }

    /// The exercise `id` in `language`: its translation's words when it matches the exercise as
    /// it is now, else the exercise's own, with why; nil when there is no such exercise.
    package func exercise(_ id: String, in language: Language) -> (exercise: Exercise, choice: ExerciseTranslations.Choice)? {
        guard let exercise = exercise(id) else { return nil }
        return ExerciseTranslations.choose(exercise, language: language, read: read)
    }
}
