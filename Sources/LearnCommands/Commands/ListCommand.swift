import ArgumentParser
import LearnLanguage

/// `learn list`: every lesson with its title, summary, and a mark when finished.
package struct ListCommand: OneShotCommand {
    package static let configuration = CommandConfiguration.command("list", about: .aboutList)
    @OptionGroup package var global: GlobalOptions
    package init() {}

    package func execute(in session: Session) throws {
        // in course order; titles and summaries in the language asked for, where translated
        let language = self.language(in: session)
        let words = Catalogue(language)
        let lessons = session.library.headers(in: language)
        let problems = session.library.problems.count
        var lines: [String] = []
        if lessons.isEmpty {
            lines.append(words(.listNoLessons))
        }
        let done = lessons.isEmpty ? [] : session.progress.completed()
        let solved = lessons.isEmpty ? [:] : ExerciseSupport.solvedLessons(session.progress)
        let width = session.render.width
        let idWidth = lessons.map(\.id.count).max() ?? 0
        let mark = session.render.unicode ? "✓" : "*"
        for lesson in lessons {
            let id = lesson.id.padding(toLength: idWidth, withPad: " ", startingAt: 0)
            let head = (done.contains(lesson.id) ? mark : " ") + " " + id + "  "
            let title =
                switch solved[lesson.id] {
                case .passed?: lesson.title + words(.listExercisePassed)
                case _?: lesson.title + words(.listExerciseChanged)
                case nil: lesson.title
                }
            lines += Text.hanging(head, title, width: width)
            let indent = String(repeating: " ", count: head.count)
            for line in Text.wrap(lesson.summary, width: max(20, width - indent.count)) {
                lines.append(indent + line)
            }
        }
        session.page(lines)
        if problems > 0 {
            session.console.error(words(.listProblems, problems))
        }
    }
}
