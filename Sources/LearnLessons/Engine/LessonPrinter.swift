import LearnTrace

/// Writes the lesson's blocks of text to the learner, a blank line between blocks; in `--json`
/// mode it writes nothing (the output carries events only).
///
/// When it pages (`--step`, `--present`), it counts the lines of the current screen; a block that
/// would make the screen taller than `rows` is held back, whole or in part, until `release()`,
/// so the player can pause first.
final class LessonPrinter {
    private let out: (String) -> Void
    private let silent: Bool
    private var printedAny = false
    /// Whether the last block was a check line (check lines follow each other without a gap).
    private(set) var lastWasCheck = false
    /// Rows one screen may hold; nil: no paging.
    let rows: Int?
    /// Lines on the screen since the last pause.
    private(set) var screenLines = 0
    /// Lines waiting for the next screen.
    private var held: [String] = []

    init(json: Bool, rows: Int? = nil, out: @escaping (String) -> Void) {
        self.out = out
        self.silent = json
        self.rows = json ? nil : rows
    }

    /// Whether lines wait for the next screen: the player pauses before going on.
    var isHolding: Bool { !held.isEmpty || breaking }
    /// Set by `breakScreen()` until the next screen starts.
    private var breaking = false

    /// The page (`--html`) that is given what the terminal is, as it is said (before any
    /// paging holds it back).
    var page: HTMLPage?

    /// A block of text, after a blank line unless `tight`; the page gets `pageText` instead
    /// when given (what a run draws, its lanes left to the page's own drawing).
    func say(_ text: String, tight: Bool = false, page pageText: String? = nil) {
        guard !silent else { return }
        let gap = printedAny && !tight
        printedAny = true
        if let page, !(pageText ?? text).isEmpty { page.output((gap ? "\n" : "") + (pageText ?? text) + "\n") }
        guard let rows else {
            if gap { out("") }
            out(text)
            return
        }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if gap { lines.insert("", at: 0) }
        if isHolding { held += lines } else { emit(lines, rows: rows) }
    }

    /// Ends the screen here: what is said next waits for the next one (paging only).
    func breakScreen() {
        guard rows != nil else { return }
        if !held.isEmpty { held.append(Self.screenBreak) } else if screenLines > 0 { breaking = true }
    }

    /// Marks, among held lines, where a screen must end.
    private static let screenBreak = "\u{0}screen"

    /// Prints as many of `lines` as the screen holds, up to a screen break; the rest waits for
    /// `release()`. A screen never starts with a blank line.
    private func emit(_ lines: [String], rows: Int) {
        let end = lines.firstIndex(of: Self.screenBreak) ?? lines.endIndex
        var segment = lines[..<end]
        if screenLines == 0 { segment = segment.drop { $0.isEmpty } }
        let room = max(0, rows - screenLines)
        // a block that does not fit on a screen already begun waits for a fresh one
        let fits = segment.count <= room || screenLines == 0
        let shown = fits ? segment.prefix(room) : []
        if !shown.isEmpty { out(shown.joined(separator: "\n")) }
        screenLines += shown.count
        held = Array(segment.dropFirst(shown.count)) + lines[end...]
        if held.isEmpty == false && shown.count == segment.count && held.first == Self.screenBreak {
            held.removeFirst()
            breaking = true
            if !held.isEmpty { held.insert(Self.screenBreak, at: 0) }
        }
    }

    /// Starts a new screen (after a pause) and prints what was held back for it.
    func release() {
        screenLines = 0
        breaking = false
        guard let rows, !held.isEmpty else { return }
        var waiting = held
        held = []
        if waiting.first == Self.screenBreak { waiting.removeFirst() }
        emit(waiting, rows: rows)
    }

    /// Counts lines written to the screen by someone else (the shell asks the question).
    func note(lines: Int) { screenLines += lines }

    /// Lines the current screen still has room for.
    var room: Int { rows.map { max(0, $0 - screenLines) } ?? .max }

    /// A check's line: tight after another check's.
    func sayCheck(_ text: String) {
        say(text, tight: lastWasCheck)
        lastWasCheck = true
    }

    /// A step other than a check: the next check line starts a new block.
    func endChecks() { lastWasCheck = false }

    /// A line as it comes (live events, JSON lines), outside the blocks' spacing.
    func raw(_ line: String) {
        if !silent { page?.output(line.hasSuffix("\n") ? line : line + "\n") }
        screenLines += line.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        out(line)
    }
}
