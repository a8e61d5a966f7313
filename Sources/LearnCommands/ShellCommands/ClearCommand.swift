import ArgumentParser
import Foundation

/// `clear`: empties the terminal's screen and puts the prompt at its top, as the shell's
/// `clear` does; nothing when learn's output is not a terminal (a pipe, a file).
package struct ClearCommand: SessionCommand {
    package static let configuration = CommandConfiguration.command("clear", about: .aboutClear)
    package init() {}

    package func execute(in session: Session) throws {
        guard isatty(STDOUT_FILENO) != 0 else { return }
        session.console.raw("\u{1B}[H\u{1B}[2J")
    }
}
