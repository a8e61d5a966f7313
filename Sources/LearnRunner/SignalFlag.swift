import CLearnSys

/// Ctrl-C as a flag: the shell installs the handler once; a running demo's
/// runner takes the flag and stops the demo's process group.
package enum SignalFlag {
    /// Installs a SIGINT handler (SA_RESTART) that only sets the flag.
    package static func installInterruptHandler() { learn_install_sigint_flag() }
    /// Returns and clears the flag.
    package static func takeInterrupt() -> Bool { learn_take_sigint() }
    /// Reads the flag without clearing it.
    package static var interruptPending: Bool { learn_peek_sigint() }
}
