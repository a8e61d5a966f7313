import LearnMessageFormat

/// A demo's own words in a language: its summary, each variant's summary (the part titles of
/// its lessons), each parameter's meaning and unit. They are data, like every sentence learn
/// prints: each language's `demos.txt` keys them by id (`[actors/serial-queue] = …`:
/// ``demoKey(_:variant:)``, ``demoKey(_:parameter:)`` and ``unitKey(_:)``), English's for every
/// demo (the test demos too), a translation's for every shipped one. A test fails when a demo's
/// words are missing, and when a file holds a key no demo has.
extension Catalogue {
    /// The demo words `key` in this language; its English where this language has none; the key
    /// itself, in brackets, for a demo that has no words (a test's stand-in demo).
    package func demo(_ key: String) -> String {
        Self.demoWords(language)?.text("[\(key)]") ?? Self.demoWords(.source)?.text("[\(key)]") ?? "[\(key)]"
    }

    /// The demo words of `language`, by id.
    package static func demoEntries(_ language: Language) -> [String: String] { demoWords(language)?.idKeyed ?? [:] }

    /// The messages of `language`'s `demos.txt`.
    private static func demoWords(_ language: Language) -> MessageTable? {
        EmbeddedMessages.areas.firstIndex(of: "demos").flatMap { messages(language, area: $0) }
    }

    /// `barrier-array`: the demo's summary; `barrier-array/barrier`: a variant's.
    package static func demoKey(_ demo: String, variant: String? = nil) -> String {
        variant.map { "\(demo)/\($0)" } ?? demo
    }

    /// `barrier-array.readers`: a parameter's meaning.
    package static func demoKey(_ demo: String, parameter: String) -> String { "\(demo).\(parameter)" }

    /// `unit threads`: what a parameter's value counts.
    package static func unitKey(_ unit: String) -> String { "unit \(unit)" }
}
