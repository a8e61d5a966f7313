import ArgumentParser
import LearnExercises
import LearnLessons

/// `hint [NAME]`: one more hint for the exercise each time (counted in progress).
package struct HintCommand: OneShotCommand {
    package static let configuration = CommandConfiguration(
        commandName: "hint",
        abstract: "Show one more hint for an exercise (the shell's current one when left out)."
    )

    @Argument(help: "The exercise.")
    package var name: String?

    @OptionGroup package var global: GlobalOptions
    package init() {}

    package func execute(in session: Session) throws {
        let exercise = try ExerciseSupport.exercise(name, in: session)
        session.playground.exercise = exercise.id
        let seen = session.progress.recordHint(exercise: exercise.id, available: exercise.hints.count)
        for (index, hint) in exercise.hints.prefix(seen).enumerated() {
            let lead = "Hint \(index + 1) of \(exercise.hints.count): "
            session.console.line(
                TerminalMarkdown(options: session.render).paragraph(hint, lead: lead, hanging: String(repeating: " ", count: lead.count)))
        }
        if seen >= exercise.hints.count {
            session.console.line("That is every hint; `solution --give-up` shows the reference solution.")
        }
    }
}
