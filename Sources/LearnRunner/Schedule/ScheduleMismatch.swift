import LearnLanguage

/// A replay token that did not fit its run, in the learner's language. The child process says
/// it in English (``ScheduleReport/mismatch``: the text the wire carries, and what tests and
/// replays compare), in the words of the English catalogue's `mismatch…` keys; learn says it
/// again where it is shown, by its shape. A sentence of no known shape is shown as it came.
package enum ScheduleMismatch {
    /// The sentences a child writes, the longest first where one begins as another does.
    static let shapes: [MessageKey] = [
        .mismatchNoClockStep, .mismatchTooFewAtGates, .mismatchDemoTime, .mismatchEndedBefore, .mismatchNoTimer,
        .mismatchCannotReadFollow, .mismatchFollowEnded, .mismatchFollowNoThread, .mismatchSeedToken,
    ]

    /// The reasons a sentence ends with (`the token was made for another program`).
    static let reasons: [MessageKey] = [.mismatchMadeForDemo, .mismatchMadeForProgram]

    /// `text` in `words`' language; English as it is.
    package static func said(_ text: String, in words: Catalogue) -> String {
        guard words.language != .source else { return text }
        let english = Catalogue(.en)
        for key in shapes {
            guard let arguments = Catalogue.arguments(of: text, in: english.template(key)) else { continue }
            let said = arguments.map { argument in
                reasons.first { english($0) == argument }.map { words($0) } ?? argument
            }
            return Catalogue.format(words.template(key), said)
        }
        return text
    }
}
