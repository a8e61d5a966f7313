import ArgumentParser
import LearnTrace

/// `learn show <lesson>`: the lesson's text and code, without running anything.
public struct ShowCommand: OneShotCommand {
    public static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Print a lesson's text and code without running anything."
    )
    @Argument(help: "The lesson's id (see `learn list`).", completion: .custom(Completions.lessonIDs))
    public var lesson: String
    @OptionGroup public var global: GlobalOptions
    public init() {}

    public func execute(in session: Session) throws {
        let lesson = try session.lesson(lesson)
        // The file as written, but only what a terminal shows: no escape sequence reaches it.
        let text = VisibleText.escape(lesson.text)
        session.console.raw(text.hasSuffix("\n") ? text : text + "\n")
    }
}
