import ArgumentParser

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
        session.console.raw(lesson.text.hasSuffix("\n") ? lesson.text : lesson.text + "\n")
    }
}
