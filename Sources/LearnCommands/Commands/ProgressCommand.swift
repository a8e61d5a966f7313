import ArgumentParser
import LearnLanguage
import LearnLessons

/// `learn progress`: the lessons this learner finished.
package struct ProgressCommand: OneShotCommand {
    package static let configuration = CommandConfiguration.command("progress", about: .aboutProgress)
    @OptionGroup package var global: GlobalOptions
    package init() {}

    package func execute(in session: Session) throws {
        let language = self.language(in: session)
        let words = Catalogue(language)
        let done = session.progress.completed()
        let lessons = session.library.headers(in: language)  // in course order, titles translated where they are
        let mark = session.render.unicode ? "✓" : "*"
        let finished = lessons.filter { done.contains($0.id) }
        let idWidth = finished.map(\.id.count).max() ?? 0
        let predictions = session.progress.predictions()
        for lesson in finished {
            let id = lesson.id.padding(toLength: idWidth, withPad: " ", startingAt: 0)
            let mine = predictions.filter { $0.lesson == lesson.id }
            let guesses = mine.isEmpty ? "" : words(.progressPredictions, mine.filter(\.agreed).count, mine.count)
            Text.hanging("\(mark) \(id)  ", lesson.title + guesses, width: session.render.width).forEach { session.console.line($0) }
        }
        let next = lessons.first { !done.contains($0.id) }
        let total =
            words(.progressLessons, finished.count, lessons.count)
            + (predictions.isEmpty ? "" : words(.progressPredictionsAgreed, predictions.filter(\.agreed).count, predictions.count))
            + (next.map { words(.progressNext, "\(session.interactive ? "" : "learn ")run \($0.id)") } ?? "")
        Text.wrap(total, width: session.render.width).forEach { session.console.line($0) }
        let exercises = ExerciseSupport.progressLines(session.progress, unicode: session.render.unicode, words)
        if !exercises.isEmpty {
            session.console.line()
            session.console.line(words(.progressExercises))
            exercises.forEach { session.console.line($0) }
        }
    }
}
