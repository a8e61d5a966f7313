import ArgumentParser
import LearnLanguage
import LearnTrace

/// What `trace` draws: one of the views ``TraceView`` names, or `tsan`, ThreadSanitizer's own
/// report of the last `play --tsan`.
package enum TraceShown: ExpressibleByArgument, Sendable, Equatable {
    case view(TraceView)
    case tsan

    package static let tsanWord = "tsan"
    package static var names: [String] { TraceView.names + [tsanWord] }

    package init?(argument: String) {
        if argument == Self.tsanWord {
            self = .tsan
        } else if let view = TraceView(rawValue: argument) {
            self = .view(view)
        } else {
            return nil
        }
    }

    package static var allValueStrings: [String] { names }
    package var defaultValueDescription: String {
        switch self {
        case .view(let view): view.rawValue
        case .tsan: Self.tsanWord
        }
    }
}

/// `trace [VIEW]`: re-renders the last run in one of the views ``TraceView`` names.
package struct TraceCommand: SessionCommand {
    package static let configuration = CommandConfiguration.command("trace", about: .aboutTrace)
    @Argument(help: "\(TraceShown.names.joined(separator: ", ")).")
    package var view: TraceShown = .view(.lanes)
    package init() {}

    package func execute(in session: Session) throws {
        let played = session.playground.ranLast ? session.playground.lastRun?.result : nil
        let result = played ?? (session.openPlayer ?? session.lastPlayer)?.lastResult
        // `view` is read only once there is something to draw: a `TraceCommand()` made in code has none.
        guard result != nil || session.playground.lastRawReport != nil else {
            throw LearnError.nothingToDo(Catalogue(session.language)(.shellNoRunYet))
        }
        guard case .view(let view) = view else {
            guard let raw = session.playground.lastRawReport else {
                throw LearnError.nothingToDo(Catalogue(session.language)(.shellNoTSanReport))
            }
            return session.console.line(raw)
        }
        guard let result else { throw LearnError.nothingToDo(Catalogue(session.language)(.shellNoRunYet)) }
        session.console.line(view.render(result.trace, options: session.render))
    }
}
