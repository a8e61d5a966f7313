import Foundation
import LearnLessons
import LearnState

/// The exercises `learn` knows: the shipped ones, embedded in the binary.
package struct ExerciseCatalog: Sendable {
    package let exercises: [Exercise]
    /// Problems in exercise files (the shipped ones have none: the test suite proves it).
    package let problems: [LessonDiagnostic]

    package init(exercises: [Exercise], problems: [LessonDiagnostic] = []) {
        self.exercises = exercises
        self.problems = problems
    }

    /// The exercises shipped with `learn`, in the order of their lessons' names.
    package static let shipped: ExerciseCatalog = {
        let files = ShippedExerciseFiles.files
        let texts = Dictionary(files.map { ($0.path, $0.text) }, uniquingKeysWith: { a, _ in a })
        return read(files: files.filter { $0.path.hasSuffix(".md") }.map { ($0.path, $0.text) }) { texts[$0] }
    }()

    /// The exercises in a folder on disk (`learn check Exercises/`).
    package static func folder(_ path: String) -> ExerciseCatalog {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { $0.hasSuffix(".md") && $0 != "README.md" }
        let files = names.sorted().compactMap { name -> (String, String)? in
            let full = (path as NSString).appendingPathComponent(name)
            return UserFile.text(full).map { (full, $0) }
        }.filter { $0.1.hasPrefix("---") }  // a README or notes beside the exercises are not exercises
        return read(files: files) { UserFile.text($0) }
    }

    /// Parses each exercise file; `file` reads a file by its path.
    static func read(files: [(String, String)], file: (String) -> String?) -> ExerciseCatalog {
        var exercises: [Exercise] = [], problems: [LessonDiagnostic] = []
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
}
