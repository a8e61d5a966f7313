import ArgumentParser
import LearnTrace

/// `history`: the lines typed in this and earlier sessions.
public struct HistoryCommand: SessionCommand {
    public static let configuration = CommandConfiguration(
        commandName: "history", abstract: "List the lines you typed (kept across sessions; Up/Down and Ctrl-R recall them).")
    public init() {}

    public func execute(in session: Session) throws {
        let width = String(session.history.count).count
        for (i, line) in session.history.enumerated() {
            let n = String(i + 1)
            session.console.line(String(repeating: " ", count: width - n.count) + n + "  " + VisibleText.escape(line))
        }
    }
}
