import ArgumentParser
import LearnTrace

/// `trace [log|lanes|summary]`: re-renders the last run.
public struct TraceCommand: SessionCommand {
    /// The views of a run.
    public enum View: String, ExpressibleByArgument, CaseIterable, Sendable {
        case log, lanes, summary
    }

    public static let configuration = CommandConfiguration(
        commandName: "trace", abstract: "Draw the last run again: log, lanes (default) or summary.")
    @Argument(help: "log, lanes or summary.")
    public var view: View = .lanes
    public init() {}

    public func execute(in session: Session) throws {
        guard let result = (session.openPlayer ?? session.lastPlayer)?.lastResult else {
            throw LearnError.nothingToDo("no run yet; `run LESSON` first, then `trace`")
        }
        let text = switch view {
        case .log: TraceViews.log(result.trace, options: session.render)
        case .lanes: TraceViews.lanes(result.trace, options: session.render)
        case .summary: TraceViews.summary(result.trace, options: session.render)
        }
        session.console.line(text)
    }
}
