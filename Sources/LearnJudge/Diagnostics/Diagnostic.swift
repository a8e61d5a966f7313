import LearnLanguage
import LearnTrace

/// A diagnostic about a lesson file: `file:line:col: error: message`.
///
/// `line` and `column` are 1-based. The message says what is wrong and what to do next. A
/// message with words in the catalogues keeps them (``words``), so `learn check` says it in the
/// reader's language; `message` is always its English. Two diagnostics are equal when their
/// place and English are (how they are said is not what they are).
package struct Diagnostic: Error, Sendable, Equatable, CustomStringConvertible {
    package var file: String
    package var line: Int
    package var column: Int
    package var message: String
    /// The message as catalogue words, when it has them.
    package var words: Words?

    package init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = max(1, line)
        self.column = max(1, column)
        self.message = message
    }

    /// A diagnostic whose message is said from the catalogues.
    package init(file: String, line: Int, column: Int, _ words: Words) {
        self.init(file: file, line: line, column: column, message: words.description)
        self.words = words
    }

    package var description: String { "\(VisibleText.name(file)):\(line):\(column): error: \(message)" }

    /// The message in `language` (English when it has no words in the catalogues).
    package func message(in language: Language) -> String { words?.said(in: language) ?? message }

    /// `file:line:col: error: message`, the message in `language`; `error:` stays as editors and
    /// tools read it.
    package func description(in language: Language) -> String {
        "\(VisibleText.name(file)):\(line):\(column): error: \(message(in: language))"
    }

    package static func == (a: Diagnostic, b: Diagnostic) -> Bool {
        a.file == b.file && a.line == b.line && a.column == b.column && a.message == b.message
    }
}
