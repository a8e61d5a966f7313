/// A message as a catalogue key and its arguments, said later in the language of the place it
/// is read: a library that does not know the learner's language (a checker, a state file's
/// note) keeps its facts this way, and the command that shows it says it.
///
/// An argument is text (a name, a number, a path: never translated) or other words (a phrase
/// such as "did you mean …?", said in the same language).
package struct Words: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// One argument: text as it is, or words said in the message's language.
    package enum Argument: Sendable, Equatable, Hashable {
        case text(String)
        case words(Words)
    }

    package let key: MessageKey
    package let arguments: [Argument]

    /// `key` with `arguments`: a ``Words`` argument is said in the same language, anything
    /// else is its `description`.
    package init(_ key: MessageKey, _ arguments: any CustomStringConvertible...) {
        self.key = key
        self.arguments = arguments.map { argument in
            if let words = argument as? Words { return .words(words) }
            return .text(argument.description)
        }
    }

    /// The message in `language`.
    package func said(in language: Language) -> String {
        Catalogue(language).said(
            key,
            arguments.map { argument in
                switch argument {
                case .text(let text): text
                case .words(let words): words.said(in: language)
                }
            })
    }

    /// The message in English, the source language.
    package var description: String { said(in: .en) }
}
