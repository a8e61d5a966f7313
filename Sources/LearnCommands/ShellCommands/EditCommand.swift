import ArgumentParser
import Foundation
import LearnLanguage
import LearnRunner
import LearnSystem

/// `edit [FILE]`: opens the play file in `$VISUAL`/`$EDITOR` (else `vi`), then plays it again.
package struct EditCommand: SessionCommand {
    package static let configuration = CommandConfiguration.command("edit", about: .aboutEdit)
    @Argument(help: ArgumentHelp(.aboutEditFile), completion: .file(extensions: ["swift"]))
    package var file: String?
    package init() {}

    package func execute(in session: Session) throws {
        let say = Catalogue(session.language)
        guard let path = file ?? session.playground.file else { throw LearnError.nothingToDo(say(.shellNoFileToEdit)) }
        let editor = Self.editor(ProcessInfo.processInfo.environment)
        // The editor line may carry its own arguments (`code -w`): the shell splits it. The editor
        // owns the terminal until it ends: learn's fds 0–2, in the terminal's foreground group.
        let editing: ChildProcess
        do {
            editing = try ChildProcess(
                executable: "/bin/sh", arguments: ["-c", editor + " \"$1\"", "sh", path], environment: [:], wire: false,
                streams: .terminal)
        } catch {
            throw LearnError.nothingToDo(say(.editCannotStart, editor, error.words.said(in: session.language)))
        }
        let ended = editing.wait().exit
        _ = InterruptFlag.take()  // a Ctrl-C pressed in the editor was the editor's
        guard ended == .exited(0) else {
            let status =
                switch ended {
                case .exited(let code), .signalled(let code): code
                }
            throw LearnError.nothingToDo(say(.editEnded, editor, status, path))
        }
        var command = try session.playground.lastCommand ?? PlayCommand.parse([path])
        command.file = path
        try command.execute(in: session)
    }

    /// `$VISUAL`, else `$EDITOR`, else `vi`.
    static func editor(_ environment: [String: String]) -> String {
        for name in ["VISUAL", "EDITOR"] {
            if let value = environment[name]?.trimmingCharacters(in: .whitespaces), !value.isEmpty { return value }
        }
        return "vi"
    }
}
