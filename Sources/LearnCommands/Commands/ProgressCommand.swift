import ArgumentParser
import LearnLessons

/// `learn progress`: the lessons this learner finished.
public struct ProgressCommand: OneShotCommand {
    public static let configuration = CommandConfiguration(
        commandName: "progress",
        abstract: "Show which lessons you finished (kept in $XDG_STATE_HOME/learn)."
    )
    @OptionGroup public var global: GlobalOptions
    public init() {}

    public func execute(in session: Session) throws {
        let done = session.progress.completed()
        let lessons = session.library.lessons.sorted { ($0.order, $0.id) < ($1.order, $1.id) }
        let mark = session.render.unicode ? "✓" : "*"
        let finished = lessons.filter { done.contains($0.id) }
        for lesson in finished {
            session.console.line(Text.fit("\(mark) \(lesson.id)  \(lesson.title)", width: session.render.width))
        }
        let next = lessons.first { !done.contains($0.id) }
        session.console.line("\(finished.count) of \(lessons.count) lessons finished"
            + (next.map { "; next: `learn run \($0.id)`" } ?? ""))
    }
}
