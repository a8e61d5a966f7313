import ArgumentParser
import LearnExercises
import LearnLanguage
import LearnLessons
import LearnTrace

/// `hint [NAME]`: one more hint for the exercise each time (counted in progress).
package struct HintCommand: OneShotCommand {
    package static let configuration = CommandConfiguration.command("hint", about: .aboutHint)

    @Argument(help: ArgumentHelp(.aboutHintName))
    package var name: String?

    @OptionGroup package var global: GlobalOptions
    package init() {}

    package func execute(in session: Session) throws {
        let found = try ExerciseSupport.exercise(name, in: session)
        session.playground.exercise = found.id
        // the hints in the session's language: a translation has as many, in the same order
        let exercise = ExerciseSupport.shown(found, in: session)
        let words = Catalogue(session.language)
        let seen = session.progress.recordHint(exercise: exercise.id, available: exercise.hints.count)
        for (index, hint) in exercise.hints.prefix(seen).enumerated() {
            let lead = words(.hintLead, index + 1, exercise.hints.count)
            let hanging = String(repeating: " ", count: TerminalLines.columns(lead))
            session.console.line(TerminalMarkdown(options: session.render).paragraph(hint, lead: lead, hanging: hanging))
        }
        if seen >= exercise.hints.count {
            session.console.line(words(.hintAllShown))
        }
    }
}
