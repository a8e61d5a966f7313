/// Writes the lesson's blocks of text to the learner, a blank line between blocks; in `--json`
/// mode it writes nothing (the output carries events only).
final class LessonPrinter {
    private let out: (String) -> Void
    private let silent: Bool
    private var printedAny = false
    /// Whether the last block was a check line (check lines follow each other without a gap).
    private(set) var lastWasCheck = false

    init(json: Bool, out: @escaping (String) -> Void) {
        self.out = out
        self.silent = json
    }

    /// A block of text, after a blank line unless `tight`.
    func say(_ text: String, tight: Bool = false) {
        guard !silent else { return }
        if printedAny && !tight { out("") }
        printedAny = true
        out(text)
    }

    /// A check's line: tight after another check's.
    func sayCheck(_ text: String) {
        say(text, tight: lastWasCheck)
        lastWasCheck = true
    }

    /// A step other than a check: the next check line starts a new block.
    func endChecks() { lastWasCheck = false }

    /// A line as it comes (live events, JSON lines), outside the blocks' spacing.
    func raw(_ line: String) { out(line) }
}
