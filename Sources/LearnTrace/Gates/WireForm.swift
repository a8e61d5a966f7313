/// A fact that crosses a process boundary in its wire form: a code, then each argument after a
/// U+001F (``GateFact/separator``). A form this learn cannot read is kept as it came, and its
/// wire form is that text again. ``GateFact`` and LearnRunner's `ScheduleMismatch` are read and
/// written so.
package protocol WireForm {
    /// The code and its arguments.
    var parts: [String] { get }
    /// The wire form as it came, of a fact this learn could not read; nil for one it could.
    var unread: String? { get }
    /// The fact a code and its arguments say; nil when this learn cannot read them.
    init?(parts p: [String])
    /// The fact of a wire form this learn cannot read.
    init(unread wire: String)
}

extension WireForm {
    /// The wire form: `read␟count`, `ended-before␟3␟program`.
    package var wire: String {
        unread ?? parts.joined(separator: String(GateFact.separator))
    }

    /// The fact a wire form says; an unread one for a form this learn cannot read.
    package init(wire: String) {
        let parts = wire.split(separator: GateFact.separator, omittingEmptySubsequences: false).map(String.init)
        self = Self(parts: parts) ?? Self(unread: wire)
    }
}
