/// The exercises embedded at build time (`Exercises/*.md` and the Swift files they name), so
/// an installed `learn` has them wherever it is copied.
package enum ShippedExerciseFiles {
    /// Each file's path relative to the package (`Exercises/race.md`) and its text.
    package static var files: [(path: String, text: String)] {
        EmbeddedFiles.files.filter { $0.path.hasPrefix("Exercises/") }
    }
}
