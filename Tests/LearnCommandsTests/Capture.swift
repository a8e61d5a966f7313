@testable import LearnCommands

/// A console that keeps what commands write, for whole-output checks.
final class Capture {
    var out = ""
    var err = ""
    lazy var console = Console(out: { [unowned self] in self.out += $0 }, err: { [unowned self] in self.err += $0 })

    /// A session writing here, with no terminal and no teacher folders.
    func session(interactive: Bool = false) -> Session {
        Session(console: console, interactive: interactive)
    }
}
