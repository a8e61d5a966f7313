import ArgumentParser
import Foundation
import LearnExercises
import LearnLanguage
import LearnLessons
import LearnState
import LearnTrace

/// `learn exercise [NAME]`: lists the exercises, or copies one's starter to work on.
package struct ExerciseCommand: OneShotCommand {
    package static let configuration = CommandConfiguration.command("exercise", about: .aboutExercise, details: .aboutExerciseDetails)

    @Argument(help: ArgumentHelp(.aboutExerciseName))
    package var name: String?

    @Flag(help: ArgumentHelp(.aboutExerciseJudge))
    package var judge = false

    @Flag(help: ArgumentHelp(.aboutExerciseFresh))
    package var fresh = false

    @OptionGroup package var global: GlobalOptions
    package init() {}

    package func execute(in session: Session) throws {
        guard let name else { return list(session) }
        let words = Catalogue(session.language)
        let exercise = try ExerciseSupport.exercise(name, in: session)
        if judge {
            guard let text = exercise.judge else {
                throw LearnError.nothingToDo(words(.exerciseNoJudge, exercise.id))
            }
            session.console.line(words(.exerciseJudgeHeading, exercise.judgeName ?? "judge.swift"))
            session.console.line(TerminalMarkdown(options: session.render).renderCode(text))
            return
        }
        let workspace = try ExerciseSupport.workspace(session.language)
        if fresh, workspace.exists(exercise) {
            let kept: String
            do { kept = try workspace.keepAside(exercise) } catch {
                throw LearnError.nothingToDo(ExerciseError.said(error, in: session.language))
            }
            session.console.line(words(.exerciseKeptCopy, kept))
        }
        // the starter in the session's language: its comments translated, its code the same
        let shown = ExerciseSupport.shown(exercise, in: session)
        let copied: Bool
        do { copied = try workspace.start(shown) } catch {
            throw LearnError.nothingToDo(words(.exerciseSetHome, ExerciseError.said(error, in: session.language)))
        }
        session.playground.exercise = exercise.id
        let path = workspace.path(of: exercise)
        session.console.line("\(exercise.id): \(shown.title)")
        // the renderer lessons go through: paragraphs rewrapped to the terminal, Markdown as written
        session.console.line(TerminalMarkdown(options: session.render).render(shown.text))
        session.console.line()
        let told = [
            copied ? words(.exerciseWrote, path) : words(.exerciseCopyThere, path),
            words(.exerciseFixIt, session.interactive ? "" : "learn ", exercise.id),
        ]
        for sentence in told { Text.wrap(sentence, width: session.render.width).forEach { session.console.line($0) } }
    }

    private func list(_ session: Session) {
        let records = session.progress.exercises()
        let workspace = ExerciseWorkspace.standard()
        let exercises = ExerciseSupport.catalog.exercises
        let width = exercises.map(\.id.count).max() ?? 0
        let words = Catalogue(session.language)
        // the states' column: as wide as the widest state in this language (23 in English)
        let states: [ExerciseState] = [.notStarted, .started, .failing, .passed, .changedSincePass]
        let column = states.map { TerminalLines.columns($0.words(words)) }.max() ?? 0
        for exercise in exercises {
            let state = ExerciseSupport.state(exercise, record: records[exercise.id], workspace: workspace)
            let mark = state == .passed ? (session.render.unicode ? "✓" : "*") : " "
            let id = exercise.id.padding(toLength: width, withPad: " ", startingAt: 0)
            let status = state.words(words)
            let padded = status + String(repeating: " ", count: max(0, column - TerminalLines.columns(status)))
            // a title from the exercise's translation, when it matches the exercise as it is now
            let title = ExerciseSupport.catalog.exercise(exercise.id, in: session.language)?.exercise.title ?? exercise.title
            Text.hanging("\(mark) \(id)  \(padded)  ", title, width: session.render.width).forEach { session.console.line($0) }
        }
        let passed = exercises.filter { records[$0.id]?.passed != nil }.count
        session.console.line(words(.exerciseListSummary, passed, exercises.count, session.interactive ? "" : "learn "))
    }
}
