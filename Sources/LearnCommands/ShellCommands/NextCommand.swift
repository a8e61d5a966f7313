import ArgumentParser
import LearnLanguage

/// `next` (or Enter on an empty line): goes on with the paused lesson.
package struct NextCommand: SessionCommand {
    package static let configuration = CommandConfiguration.command("next", about: .aboutNext)
    package init() {}

    package func execute(in session: Session) throws {
        guard let player = session.openPlayer else {
            throw LearnError.nothingToDo(Catalogue(session.language)(.shellNoPausedLesson))
        }
        try session.play(player, step: false, from: player.advance())
    }
}
