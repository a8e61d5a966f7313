extension MessageKey {
    /// The message a fact's id names by rule: `prefix`, then each word of `id` (split at spaces
    /// and hyphens) with its first letter capitalised: `("task", "peak-alive")` → `taskPeakAlive`,
    /// `("run", "timed-out")` → `runTimedOut`. nil when no message has that name.
    ///
    /// A fact whose words are one message per value (a task fact, a run's outcome, an exercise's
    /// state) says itself this way, so its words are data keyed by its id, not a hand-written
    /// switch; `NamedWordsTests` holds every value of each such type to a message in every language.
    package static func named(_ prefix: String, _ id: String) -> MessageKey? {
        var name = prefix
        for word in id.split(whereSeparator: { $0 == " " || $0 == "-" }) {
            name += word.prefix(1).uppercased() + word.dropFirst()
        }
        return MessageKey(rawValue: name)
    }
}

/// An enumeration whose every value is said by one message named by rule
/// (``MessageKey/named(_:_:)``): the type's ``wordsPrefix`` and the value's raw value.
package protocol NamedWords: RawRepresentable, CaseIterable where RawValue == String {
    /// What every value's message name starts with: `task` for `taskCreated`.
    static var wordsPrefix: String { get }
}

extension NamedWords {
    /// The value's message; nil only for a value written without one (a test finds it).
    package var wordsKey: MessageKey? { MessageKey.named(Self.wordsPrefix, rawValue) }

    /// The value in words of `say`'s language: its message, else its raw value as written.
    package func words(_ say: Catalogue) -> String { wordsKey.map { say($0) } ?? rawValue }
}
