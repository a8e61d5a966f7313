import CLearnSys

/// Ctrl-C as a flag: the SIGINT handler (`SA_RESTART`) only records that it happened, so the
/// shell survives and the runner can stop the demo it is running.
public enum InterruptFlag {
    /// Installs the handler (idempotent).
    public static func install() { learn_install_sigint_flag() }
    /// Whether Ctrl-C was pressed since the last call; clears it.
    public static func take() -> Bool { learn_take_sigint() }
}
