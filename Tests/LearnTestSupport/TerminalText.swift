/// Text as a terminal shows it, for tests that read learn's output.
package enum TerminalText {
    /// `line` without its ANSI colour codes (`ESC [ … m`), which take no columns.
    package static func withoutColour(_ line: String) -> String { line.replacing(/\u{1B}\[[0-9;]*m/, with: "") }
}
