import Foundation
import LearnLanguage

/// Where `learn` keeps the learner's state: `$XDG_STATE_HOME/learn`, else `$HOME/.local/state/learn`.
///
/// Deliberately nil when neither gives an absolute path (HOME unset, empty or relative): the
/// state is then not kept at all, rather than written into whatever folder `learn` started in.
package enum StateDirectory {
    package static func path(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return state + "/learn"
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return (home == "/" ? "" : home) + "/.local/state/learn"
    }

    /// Why there is no state folder, for the one message that says so.
    package static let missingReason = Words(.stateNoFolder)
}
