import ArgumentParser
import LearnExercises
import LearnLanguage

/// `solution [NAME] [--give-up]`: the reference solution, after a pass or on giving up.
package struct SolutionCommand: OneShotCommand {
    package static let configuration = CommandConfiguration.command("solution", about: .aboutSolution)

    @Argument(help: ArgumentHelp(.aboutHintName))
    package var name: String?

    @Flag(name: .customLong("give-up"), help: ArgumentHelp(.aboutSolutionGiveUp))
    package var giveUp = false

    @OptionGroup package var global: GlobalOptions
    package init() {}

    package func execute(in session: Session) throws {
        let exercise = try ExerciseSupport.exercise(name, in: session)
        session.playground.exercise = exercise.id
        let passed = session.progress.exercises()[exercise.id]?.passed != nil
        let words = Catalogue(session.language)
        guard passed || giveUp else { throw LearnError.nothingToDo(words(.solutionAfterPass, exercise.id)) }
        if !passed { session.progress.recordGaveUp(exercise: exercise.id) }
        session.console.line(words(.solutionHeading, exercise.id, exercise.solutionName))
        session.console.line(exercise.solution.trimmingCharacters(in: .newlines))
    }
}
