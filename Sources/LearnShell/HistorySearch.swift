/// Ctrl-R's search of the history, backwards, one typed character at a time: what is typed so
/// far, the line it found, and whether the last character found nothing.
///
/// The editor's own (libedit's `em-inc-search-prev`) looks each typed character up in its key
/// map by its low byte, so a Hangul syllable is read as some other key: `글` (U+AE00) as
/// Ctrl-@, which ends the search and types the syllable into the line. This one is given whole
/// characters and compares them as Swift does (by `Character`).
struct HistorySearch {
    /// The history, oldest first.
    let lines: [String]
    /// What is typed so far.
    private(set) var pattern = ""
    /// The index of the line found, if any.
    private(set) var found: Int?
    /// True when the last character typed (or Ctrl-R) found no line: the line found is kept.
    private(set) var failing = false

    init(lines: [String]) { self.lines = lines }

    /// The line found, if any.
    var line: String? { found.map { lines[$0] } }

    /// What the prompt says while searching (as readline and bash say it).
    var prompt: String { "(\(failing ? "failing " : "")reverse-i-search)`\(pattern)': " }

    /// One more character: the newest line from the one found back that contains the pattern.
    mutating func type(_ character: Character) {
        pattern.append(character)
        search(from: found ?? lines.count - 1)
    }

    /// Ctrl-R again: the next older line that contains the pattern.
    mutating func older() {
        guard let found, !pattern.isEmpty else { return }
        search(from: found - 1)
    }

    /// Backspace: one character fewer, searched again from the newest line.
    mutating func erase() {
        guard !pattern.isEmpty else { return }
        pattern.removeLast()
        found = nil
        failing = false
        if !pattern.isEmpty { search(from: lines.count - 1) }
    }

    private mutating func search(from start: Int) {
        var index = min(start, lines.count - 1)
        while index >= 0 {
            if lines[index].contains(pattern) {
                found = index
                failing = false
                return
            }
            index -= 1
        }
        failing = true
    }
}
