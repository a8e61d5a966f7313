import Foundation
import LearnExercises
import LearnLessons

/// What the exercise commands share: finding an exercise and the learner's copy of it.
enum ExerciseSupport {
    static var catalog: ExerciseCatalog { .shipped }

    /// The exercise named `id`, or the one the shell worked on last.
    static func exercise(_ id: String?, in session: Session) throws(LearnError) -> Exercise {
        guard let id = id ?? session.playground.exercise else {
            throw LearnError.nothingToDo("name an exercise: `exercise` lists them")
        }
        if let exercise = catalog.exercise(id) { return exercise }
        let ids = catalog.exercises.map(\.id)
        let close = ids.filter { $0.hasPrefix(String(id.prefix(3))) }
        throw LearnError.badLine("no exercise `\(id)`" + (close.isEmpty ? "; `exercise` lists them" : "; did you mean \(close.map { "`\($0)`" }.joined(separator: ", "))?"))
    }

    static func workspace() throws(LearnError) -> ExerciseWorkspace {
        guard let workspace = ExerciseWorkspace.standard() else {
            throw LearnError.nothingToDo("there is no home folder for your exercises: set LEARN_HOME to a folder you can write to")
        }
        return workspace
    }

    /// `not started`, `failing` or `passed`, from the workspace and progress.
    static func status(_ exercise: Exercise, record: ExerciseRecord?, workspace: ExerciseWorkspace?) -> String {
        if record?.passed != nil { return "passed" }
        if record?.lastFailed != nil { return "failing" }
        if let workspace, workspace.exists(exercise) { return "started" }
        return "not started"
    }
}
