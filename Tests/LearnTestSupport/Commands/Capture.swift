import Foundation
import LearnCommands
import LearnLanguage
import Testing

/// A console that keeps what commands write, for whole-output checks.
package final class Capture {
    package var out = ""
    package var err = ""
    package init() {}
    // Strong captures: a session may outlive the `Capture()` that made it (a small cycle, in tests only).
    package lazy var console = Console(out: { self.out += $0 }, err: { self.err += $0 })

    /// A folder of this capture's own for progress, so a lesson played to its end in a test
    /// never writes into the learner's real `progress.json`.
    package lazy var stateDirectory = NSTemporaryDirectory() + "learn-capture-\(UUID().uuidString)"

    /// A session writing here, with no terminal, no teacher folders and a private progress folder.
    package func session(interactive: Bool = false) -> Session {
        Session(console: console, interactive: interactive, progressDirectory: stateDirectory)
    }

    /// A shell writing here, with no history file; in `language` when one is given, switched to
    /// it as a learner would (`set lang=ko`).
    package func shell(in language: Language? = nil, sourceLocation: SourceLocation = #_sourceLocation) -> Shell {
        let shell = Shell(session: session(), historyStore: nil)
        if let language { #expect(shell.execute("set lang=\(language.rawValue)") == 0, sourceLocation: sourceLocation) }
        return shell
    }
}
