import ArgumentParser
import LearnLessons
import LearnTrace

/// `learn show <lesson>`: the lesson's text and code drawn as a run draws them, each directive as
/// one line, without running anything.
package struct ShowCommand: OneShotCommand {
    package static let configuration = CommandConfiguration.command("show", about: .aboutShow)
    @Argument(help: ArgumentHelp(.aboutShowLesson), completion: .custom(Completions.lessonIDs))
    package var lesson: String
    @OptionGroup package var global: GlobalOptions
    package init() {}

    package func execute(in session: Session) throws {
        var render = session.render
        render.language = language(in: session)
        let lesson = try session.lesson(lesson, in: render.language)
        // drawn as `run` draws it (the parser has already made every control character visible)
        session.console.line(LessonPage(lesson: lesson, options: render).render())
    }
}
