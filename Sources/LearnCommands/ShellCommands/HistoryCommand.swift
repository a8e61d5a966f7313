import ArgumentParser
import LearnTrace

/// `history`: the lines typed in this and earlier sessions.
package struct HistoryCommand: SessionCommand {
    package static let configuration = CommandConfiguration.command("history", about: .aboutHistory)
    package init() {}

    package func execute(in session: Session) throws {
        let width = String(session.history.count).count
        for (i, line) in session.history.enumerated() {
            let n = String(i + 1)
            session.console.line(String(repeating: " ", count: width - n.count) + n + "  " + VisibleText.escape(line))
        }
    }
}
