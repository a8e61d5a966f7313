@testable import LearnCommands

/// A console that keeps what commands write, for whole-output checks.
final class Capture {
    var out = ""
    var err = ""
    // Strong captures: a session may outlive the `Capture()` that made it (a small cycle, in tests only).
    lazy var console = Console(out: { self.out += $0 }, err: { self.err += $0 })

    /// A session writing here, with no terminal and no teacher folders.
    func session(interactive: Bool = false) -> Session {
        Session(console: console, interactive: interactive)
    }
}
