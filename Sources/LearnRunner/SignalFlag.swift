import CLearnSys

/// Ctrl-C as a flag: the shell installs the handler once; a running demo's
/// runner takes the flag and stops the demo's process group.
public enum SignalFlag {
    /// Installs a SIGINT handler (SA_RESTART) that only sets the flag.
    public static func installInterruptHandler() { learn_install_sigint_flag() }
    /// Returns and clears the flag.
    public static func takeInterrupt() -> Bool { learn_take_sigint() }
    /// Reads the flag without clearing it.
    public static var interruptPending: Bool { learn_peek_sigint() }
}
