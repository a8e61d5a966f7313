import LearnMessageFormat

/// The messages of one message file (one language, one area), read from its text
/// (``EmbeddedMessages``) the first time one of them is needed: the key's name to its text, and
/// a plural message's `one` form.
///
/// The files were checked when learn was built (the `EmbedMessages` plugin): a line that does
/// not read here cannot be in them, so reading does not look for problems again.
package struct MessageTable: Sendable {
    /// A message's texts: its only text (a plural's `other` form), and its `one` form if it has one.
    private struct Texts: Sendable {
        var other: String?
        var one: String?
    }

    private let texts: [String: Texts]

    /// The messages of one message file's `text` (a later line of a key wins).
    package init(file text: String) {
        let entries = MessageFile.read(text).entries
        var texts: [String: Texts] = [:]
        texts.reserveCapacity(entries.count)  // grown entry by entry, it was rehashed a few times at start-up
        for entry in entries {
            if entry.form == .one {
                texts[entry.key, default: Texts()].one = entry.text
            } else {
                texts[entry.key, default: Texts()].other = entry.text
            }
        }
        self.texts = texts
    }

    /// The text of the message named `key` in `form` (a message with no `one` form gives its
    /// only text); nil when this language has no such message.
    package func text(_ key: String, _ form: PluralForm = .other) -> String? {
        guard let found = texts[key] else { return nil }
        return form == .one ? found.one ?? found.other : found.other
    }

    /// The words keyed by id (`[actors/lock]`), by the id without its brackets.
    package var idKeyed: [String: String] {
        texts.reduce(into: [:]) { found, entry in
            if MessageFile.isID(entry.key), let text = entry.value.other { found[String(entry.key.dropFirst().dropLast())] = text }
        }
    }
}
