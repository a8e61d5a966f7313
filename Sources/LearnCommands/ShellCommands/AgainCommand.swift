import ArgumentParser
import LearnLanguage

/// `again`: reruns the last demo with the current settings.
package struct AgainCommand: SessionCommand {
    package static let configuration = CommandConfiguration.command("again", about: .aboutAgain)
    package init() {}

    package func execute(in session: Session) throws {
        if session.playground.ranLast, let play = session.playground.lastCommand {
            return try play.execute(in: session)
        }
        guard let player = session.openPlayer ?? session.lastPlayer else {
            throw LearnError.nothingToDo(Catalogue(session.language)(.shellNothingToRunAgain))
        }
        player.options.overrides.merge(session.overrides) { _, new in new }
        try session.play(player, step: false, from: player.again())
    }
}
