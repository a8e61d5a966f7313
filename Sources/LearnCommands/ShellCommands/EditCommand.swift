import ArgumentParser
import Foundation
import LearnLanguage

/// `edit [FILE]`: opens the play file in `$VISUAL`/`$EDITOR` (else `vi`), then plays it again.
package struct EditCommand: SessionCommand {
    package static let configuration = CommandConfiguration(
        commandName: "edit", abstract: CommandHelp.english(.aboutEdit))
    @Argument(help: ArgumentHelp(.aboutEditFile), completion: .file(extensions: ["swift"]))
    package var file: String?
    package init() {}

    package func execute(in session: Session) throws {
        let say = Catalogue(session.language)
        guard let path = file ?? session.playground.file else { throw LearnError.nothingToDo(say(.shellNoFileToEdit)) }
        let editor = Self.editor(ProcessInfo.processInfo.environment)
        // The editor line may carry its own arguments (`code -w`): the shell splits it.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", editor + " \"$1\"", "sh", path]
        do { try process.run() } catch {
            throw LearnError.nothingToDo(say(.editCannotStart, editor, (error as NSError).localizedDescription))
        }
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw LearnError.nothingToDo(say(.editEnded, editor, process.terminationStatus, path))
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
