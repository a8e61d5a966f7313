import LearnMessageFormat

/// A demo's own words in a language: its summary, each variant's summary (the part titles of
/// its lessons), each parameter's meaning and unit. The English words live beside the demo's
/// code (LearnDemos, which knows no language); a translation keys them by id in its `demos.txt`
/// message file (`[actors/serial-queue] = …`): ``demoKey(_:variant:)``, ``demoKey(_:parameter:)``
/// and ``unitKey(_:)``. A test fails when a shipped demo's words have no Korean, and when the
/// file holds a key no demo has.
extension Catalogue {
    /// The translation of the demo words `key` in this language, or `english` when it has none.
    package func demo(_ key: String, english: String) -> String {
        Self.demoWords(language)?.text("[\(key)]") ?? english
    }

    /// The demo words of `language`, by id (English has none: its words are the demos').
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
