import ArgumentParser

/// `quit` / `exit`: leaves the shell (Ctrl-D on an empty line does the same).
public struct QuitCommand: SessionCommand {
    public static let configuration = CommandConfiguration(
        commandName: "quit", abstract: "Leave the shell (also `exit`, or Ctrl-D on an empty line).", aliases: ["exit"])
    public init() {}

    public func execute(in session: Session) throws {
        session.quitRequested = true
    }
}
