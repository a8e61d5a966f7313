import ArgumentParser
import LearnTrace

extension TraceView: ExpressibleByArgument {}

/// `trace [VIEW]`: re-renders the last run in one of the views ``TraceView`` names.
public struct TraceCommand: SessionCommand {
    public static let configuration = CommandConfiguration(
        commandName: "trace", abstract: "Draw the last run again: \(TraceView.names.joined(separator: ", ")) (default: lanes).")
    @Argument(help: "\(TraceView.names.joined(separator: ", ")).")
    public var view: TraceView = .lanes
    public init() {}

    public func execute(in session: Session) throws {
        guard let result = (session.openPlayer ?? session.lastPlayer)?.lastResult else {
            throw LearnError.nothingToDo("no run yet; `run LESSON` first, then `trace`")
        }
        session.console.line(view.render(result.trace, options: session.render))
    }
}
