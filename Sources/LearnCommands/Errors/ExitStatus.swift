/// The exit codes of `learn`, as documented in `--help` and the README.
package enum ExitStatus {
    /// Everything went as asked.
    package static let ok: Int32 = 0
    /// A lesson's check did not hold, `check` found problems, or a demo could not run.
    package static let failure: Int32 = 1
    /// A usage error: unknown command or lesson, bad flag or parameter (BSD `EX_USAGE`).
    package static let usage: Int32 = 64
    /// Ctrl-C stopped a one-shot `learn run`.
    package static let interrupted: Int32 = 130
}
