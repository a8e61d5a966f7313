import Foundation
import LearnLanguage
import LearnState
import LearnTrace

/// Where a learner's copies of the exercises live: `$LEARN_HOME/exercises` (default
/// `~/learn/exercises`). A copy, once made, is the learner's: it is never overwritten.
package struct ExerciseWorkspace: Sendable {
    package let directory: String

    package init(directory: String) { self.directory = directory }

    /// The workspace `environment` names; nil when there is neither `LEARN_HOME` nor a home.
    package static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> ExerciseWorkspace? {
        if let home = environment["LEARN_HOME"], !home.isEmpty { return ExerciseWorkspace(directory: home + "/exercises") }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return ExerciseWorkspace(directory: home + "/learn/exercises")
    }

    package func path(of exercise: Exercise) -> String { path(ofID: exercise.id) }

    /// The learner's copy of the exercise named `id`.
    package func path(ofID id: String) -> String { directory + "/" + id + ".swift" }

    /// Whether the learner has a copy (a file, or something in its place).
    package func exists(_ exercise: Exercise) -> Bool { FileManager.default.fileExists(atPath: path(of: exercise)) }

    /// Moves the learner's copy aside to `ID.old.swift` (`ID.old2.swift`, … never over a file),
    /// so `start` writes the starter again; the path it was kept at.
    package func keepAside(_ exercise: Exercise) throws -> String {
        for n in 1...999 {
            let aside = directory + "/" + exercise.id + (n == 1 ? ".old" : ".old\(n)") + ".swift"
            guard !FileManager.default.fileExists(atPath: aside) else { continue }
            guard link(path(of: exercise), aside) == 0, unlink(path(of: exercise)) == 0 else {
                throw ExerciseError(Words(.exerciseCannotKeepAside, VisibleText.name(path(of: exercise)), String(cString: strerror(errno))))
            }
            return aside
        }
        throw ExerciseError(Words(.exerciseTooManyOld, exercise.id, directory))
    }

    /// Copies the starter unless something is already at its path; true when it copied.
    package func start(_ exercise: Exercise) throws -> Bool {
        let target = path(of: exercise)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        // Created exclusively: a copy made meanwhile (or a link planted there) is left as it is.
        switch UserFile.create(target, exercise.starter) {
        case .success: return true
        case .failure(.exists): return false
        case .failure(.failed(let reason)): throw ExerciseError(Words(.exerciseCannotWrite, VisibleText.name(target), reason))
        }
    }
}

/// A problem with the learner's workspace, in words.
/// What went wrong with the learner's files: words said in the language of the command that shows them.
package struct ExerciseError: Error, CustomStringConvertible, Sendable {
    package let words: Words
    package init(_ words: Words) { self.words = words }

    /// In English.
    package var description: String { words.description }

    /// `error` in `language`'s words: an ``ExerciseError``'s own, anything else as it describes itself.
    package static func said(_ error: any Error, in language: Language) -> String {
        (error as? ExerciseError)?.words.said(in: language) ?? "\(error)"
    }
}
