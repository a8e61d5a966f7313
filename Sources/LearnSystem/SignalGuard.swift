import CLearnSys
import Glibc

/// A program learn runs cannot stop learn: a signal it sends to learn (SIGHUP, SIGINT, SIGQUIT,
/// SIGTERM, SIGUSR1, SIGUSR2, SIGALRM) is ignored and counted, told by its sender's pid
/// (`SA_SIGINFO`) being a descendant of learn's. Any other sender (the user's `kill`, the terminal's
/// Ctrl-C or hang-up) is not an error: learn does what it did before the guard. Where the kernel
/// scopes signals (Landlock ABI 6 and later) a program's signal never arrives; the guard holds
/// where it does not, and for the editor, which runs outside any domain.
package enum SignalGuard {
    /// The signals ignored since the last ``take()``: how many, and the first one's name and sender.
    package struct Ignored: Sendable, Equatable {
        package var count: Int
        package var signal: String
        package var sender: Int32
    }

    /// Installs the guard (idempotent) and makes learn non-dumpable (`PR_SET_DUMPABLE` 0): a
    /// process of the same user without CAP_SYS_PTRACE cannot attach to learn or to its keepers.
    package static func install() { learn_signal_guard_install() }

    /// What was ignored since the last call; nil when nothing was. Clears it.
    package static func take() -> Ignored? {
        var signal: Int32 = 0
        var sender: pid_t = 0
        let count = learn_signal_guard_take(&signal, &sender)
        guard count > 0 else { return nil }
        return Ignored(count: Int(count), signal: String(cString: learn_signal_name(signal)), sender: sender)
    }

    /// Whether process `pid` descends from process `ancestor` (as far as /proc says now).
    package static func isDescendant(_ pid: Int32, of ancestor: Int32) -> Bool { learn_is_descendant(pid, ancestor) }
}
