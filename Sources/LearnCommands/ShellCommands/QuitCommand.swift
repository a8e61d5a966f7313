import ArgumentParser

/// `quit` / `exit`: leaves the shell (Ctrl-D on an empty line does the same).
package struct QuitCommand: SessionCommand {
    package static let configuration = CommandConfiguration(
        commandName: "quit", abstract: CommandHelp.english(.aboutQuit), aliases: ["exit"])
    package init() {}

    package func execute(in session: Session) throws {
        session.quitRequested = true
    }
}
