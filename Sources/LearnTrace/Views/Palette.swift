/// ANSI colours for views: a stable colour per thread and per span label.
///
/// With `enabled == false` every method returns its text unchanged, so no escape
/// code ever reaches a pipe, a file or a test.
struct Palette: Sendable {
    let enabled: Bool

    /// Foreground colours that read on both dark and light projector backgrounds.
    private static let cycle = ["36", "33", "35", "32", "34", "31", "96", "93", "95", "92", "94", "91"]

    init(_ options: RenderOptions) { enabled = options.color }

    /// The colour of thread number `number` (0: `main`, bold; n: `Tn`).
    func thread(_ text: String, number: Int) -> String {
        paint(text, number == 0 ? "1" : Self.cycle[(number - 1) % Self.cycle.count])
    }

    /// The number a thread's colour is chosen by: 0 for `main`, n for `Tn`.
    static func number(of thread: Trace.ThreadInfo) -> Int {
        thread.isMain ? 0 : Int(thread.name.dropFirst()) ?? thread.index
    }

    /// The colour of the `index`-th span label in order of first appearance.
    func label(_ text: String, index: Int) -> String {
        paint(text, Self.cycle[index % Self.cycle.count])
    }

    /// Dim text (times, axes, borders).
    func dim(_ text: String) -> String { paint(text, "2") }

    /// Bold text (headings, notes).
    func bold(_ text: String) -> String { paint(text, "1") }

    /// Red text (unfinished spans, dropped events).
    func alert(_ text: String) -> String { paint(text, "31") }

    private func paint(_ text: String, _ code: String) -> String {
        guard enabled, !text.isEmpty else { return text }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }
}
