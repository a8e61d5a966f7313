/// A diagnostic about a lesson file: `file:line:col: error: message`.
///
/// `line` and `column` are 1-based. The message says what is wrong and what to do next.
public struct LessonDiagnostic: Error, Sendable, Equatable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = max(1, line)
        self.column = max(1, column)
        self.message = message
    }

    public var description: String { "\(file):\(line):\(column): error: \(message)" }
}
