import ArgumentParser
import LearnLanguage

/// `unset [name ...]`: forgets session parameter defaults (all of them with no name).
package struct UnsetCommand: SessionCommand {
    package static let configuration = CommandConfiguration.command("unset", about: .aboutUnset)
    @Argument(help: ArgumentHelp(.aboutUnsetNames))
    package var names: [String] = []
    package init() {}

    package func execute(in session: Session) throws {
        let names = self.names.isEmpty ? Array(session.overrides.keys) : self.names
        if self.names.isEmpty || self.names.contains("view") {
            let wasSet = session.views != nil
            session.views = nil
            session.openPlayer?.options.views = nil
            if self.names == ["view"] {
                guard wasSet else { throw LearnError.nothingToDo(Catalogue(session.language)(.shellNotSet, "view")) }
                return
            }
        }
        for name in names where name != "view" {
            guard session.overrides.removeValue(forKey: name) != nil else {
                throw LearnError.nothingToDo(Catalogue(session.language)(.shellNotSet, name))
            }
            session.openPlayer?.options.overrides.removeValue(forKey: name)
        }
    }
}
