import ArgumentParser
import LearnLessons

/// `learn progress`: the lessons this learner finished.
package struct ProgressCommand: OneShotCommand {
    package static let configuration = CommandConfiguration(
        commandName: "progress",
        abstract: "Show which lessons you finished and the exercises you passed (kept in $XDG_STATE_HOME/learn)."
    )
    @OptionGroup package var global: GlobalOptions
    package init() {}

    package func execute(in session: Session) throws {
        let done = session.progress.completed()
        let lessons = session.library.lessons  // in course order
        let mark = session.render.unicode ? "✓" : "*"
        let finished = lessons.filter { done.contains($0.id) }
        let idWidth = finished.map(\.id.count).max() ?? 0
        let predictions = session.progress.predictions()
        for lesson in finished {
            let id = lesson.id.padding(toLength: idWidth, withPad: " ", startingAt: 0)
            let mine = predictions.filter { $0.lesson == lesson.id }
            let guesses = mine.isEmpty ? "" : "  (predictions: \(mine.filter(\.agreed).count) of \(mine.count) agreed with the run)"
            Text.hanging("\(mark) \(id)  ", lesson.title + guesses, width: session.render.width).forEach { session.console.line($0) }
        }
        let next = lessons.first { !done.contains($0.id) }
        let total =
            "\(finished.count) of \(lessons.count) lessons finished"
            + (predictions.isEmpty ? "" : "; \(predictions.filter(\.agreed).count) of \(predictions.count) predictions agreed with the run")
            + (next.map { "; next: `\(session.interactive ? "" : "learn ")run \($0.id)`" } ?? "")
        Text.wrap(total, width: session.render.width).forEach { session.console.line($0) }
        let exercises = ExerciseSupport.progressLines(session.progress, unicode: session.render.unicode)
        if !exercises.isEmpty {
            session.console.line()
            session.console.line("Exercises:")
            exercises.forEach { session.console.line($0) }
        }
    }
}
