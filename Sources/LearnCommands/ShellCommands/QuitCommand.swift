import ArgumentParser

/// `quit` / `exit`: leaves the shell (Ctrl-D on an empty line does the same).
package struct QuitCommand: SessionCommand {
    package static let configuration = CommandConfiguration.command("quit", about: .aboutQuit, aliases: ["exit", "q"])
    package init() {}

    package func execute(in session: Session) throws {
        session.quitRequested = true
    }
}
