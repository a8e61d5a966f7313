import ArgumentParser

/// `set name=value`: a parameter default for the rest of the session; `set` alone lists them.
public struct SetCommand: SessionCommand {
    public static let configuration = CommandConfiguration(
        commandName: "set", abstract: "Set a demo parameter for the next runs (`set readers=5`); alone, list them.")
    @Argument(help: ArgumentHelp("Parameters to set.", valueName: "name=value"))
    public var assignments: [String] = []
    public init() {}

    public func execute(in session: Session) throws {
        for text in assignments {
            let a = try Assignment(parsing: text)
            session.overrides[a.name] = a.value
        }
        if assignments.isEmpty {
            if session.overrides.isEmpty { session.console.line("no parameters set; try `set NAME=VALUE` (Tab lists names)") }
            for (name, value) in session.overrides.sorted(by: { $0.key < $1.key }) { session.console.line("\(name)=\(value)") }
        }
        session.openPlayer?.options.overrides.merge(session.overrides) { _, new in new }
    }
}
