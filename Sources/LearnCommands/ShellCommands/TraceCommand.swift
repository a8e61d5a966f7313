import ArgumentParser
import LearnTrace

/// `trace [log|lanes|summary]`: re-renders the last run.
public struct TraceCommand: SessionCommand {
    /// The views of a run.
    public enum View: String, ExpressibleByArgument, CaseIterable, Sendable {
        case log, lanes, summary, tsan
    }

    public static let configuration = CommandConfiguration(
        commandName: "trace", abstract: "Draw the last run again: log, lanes (default) or summary; `tsan`: ThreadSanitizer's own report of the last `play --tsan`.")
    @Argument(help: "log, lanes, summary or tsan.")
    public var view: View = .lanes
    public init() {}

    public func execute(in session: Session) throws {
        let played = session.playground.ranLast ? session.playground.lastRun?.result : nil
        let last = played ?? (session.openPlayer ?? session.lastPlayer)?.lastResult
        guard last != nil || session.playground.lastRawReport != nil else {
            throw LearnError.nothingToDo("no run yet; `run LESSON` first, then `trace`")
        }
        if view == .tsan {
            guard let raw = session.playground.lastRawReport else {
                throw LearnError.nothingToDo("no ThreadSanitizer report to show; `play FILE --tsan` first")
            }
            return session.console.line(raw)
        }
        guard let result = last else {
            throw LearnError.nothingToDo("no run yet; `run LESSON` first, then `trace`")
        }
        let text = switch view {
        case .log: TraceViews.log(result.trace, options: session.render)
        case .lanes: TraceViews.lanes(result.trace, options: session.render)
        case .summary: TraceViews.summary(result.trace, options: session.render)
        case .tsan: ""
        }
        session.console.line(text)
    }
}
