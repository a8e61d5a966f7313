/// What a test of Korean output looks for: English left untranslated.
package enum KoreanWords {
    /// Names learn keeps as they are in Korean: Swift's and the runtime's (`Task`, `group`,
    /// `detached`, `async let`, `enqueue`, `suspend`), the lanes' thread names, code.
    package static let kept: Set<String> = [
        "task", "Task", "Swift", "group", "detached", "main", "async", "let", "swift", "enqueue", "suspend", "flag",
        "cancelAll", "isCancelled", "checkCancellation", "actor", "sleep", "gate", "Enter", "Ctrl", "replay", "learn", "play", "variant",
    ]

    /// The ASCII words of three letters or more in `text` that are neither in ``kept`` nor in
    /// `keeping` (a run's own labels, queue names, file names): English left untranslated.
    package static func english(in text: String, keeping: Set<String> = []) -> Set<String> {
        var words: Set<String> = []
        var word = ""
        for c in text + " " {
            if c.isASCII && c.isLetter {
                word.append(c)
                continue
            }
            if word.count >= 3 && !kept.contains(word) && !keeping.contains(word) { words.insert(word) }
            word = ""
        }
        return words
    }
}
