import LearnLanguage
import Synchronization

/// The session's language where a `@Sendable` callback can read it (the progress store's
/// notes): the session keeps it equal to its `language`.
final class SpokenLanguage: Sendable {
    private let current: Mutex<Language>

    init(_ language: Language) { current = Mutex(language) }

    var language: Language {
        get { current.withLock { $0 } }
        set { current.withLock { $0 = newValue } }
    }
}
