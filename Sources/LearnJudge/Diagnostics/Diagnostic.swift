import LearnTrace

/// A diagnostic about a lesson file: `file:line:col: error: message`.
///
/// `line` and `column` are 1-based. The message says what is wrong and what to do next.
package struct Diagnostic: Error, Sendable, Equatable, CustomStringConvertible {
    package var file: String
    package var line: Int
    package var column: Int
    package var message: String

    package init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = max(1, line)
        self.column = max(1, column)
        self.message = message
    }

    package var description: String { "\(VisibleText.name(file)):\(line):\(column): error: \(message)" }
}
