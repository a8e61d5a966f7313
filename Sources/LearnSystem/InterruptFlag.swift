import CLearnSys
import Glibc

/// Ctrl-C as a flag: the SIGINT handler (`SA_RESTART`) only records that it happened, so the
/// shell survives and the runner can stop the demo or program it is running (it takes the flag
/// and stops the child's process group).
package enum InterruptFlag {
    /// Installs the handler (idempotent) and unblocks SIGINT, which a parent process (a test
    /// runner, an IDE) may have left blocked: then Ctrl-C would never reach the handler. SIGHUP
    /// and SIGTERM are unblocked too: a closed terminal or a `kill` ends learn, and with it
    /// (through their keepers) every process it started.
    package static func install() {
        learn_install_sigint_flag()
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGHUP)
        sigaddset(&set, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }
    /// Whether Ctrl-C was pressed since the last call; clears it.
    package static func take() -> Bool { learn_take_sigint() }
    /// Whether Ctrl-C was pressed since the last ``take()``; leaves it set.
    package static func peek() -> Bool { learn_peek_sigint() }
}
