import LearnJudge

/// One parsed lesson: its header, its steps, and where it came from.
///
/// The header's fields read as the lesson's own (`lesson.id`, `lesson.demo`): each is declared
/// once, in ``LessonHeader``.
@dynamicMemberLookup
package struct Lesson: Sendable {
    /// The id, title, demo, variants… and the file the lesson came from.
    package var header: LessonHeader
    /// The file's text, for `learn show`.
    package var text: String
    /// The body after the header, in order, each step with its position in the file.
    package var steps: [LessonStep]
    /// The line and column of each header key as written (for diagnostics).
    package var headerPositions: [String: SourcePosition]

    package init(header: LessonHeader, text: String, steps: [LessonStep] = [], headerPositions: [String: SourcePosition] = [:]) {
        self.header = header
        self.text = text
        self.steps = steps
        self.headerPositions = headerPositions
    }

    /// A header field, read or set through the lesson.
    package subscript<Value>(dynamicMember field: WritableKeyPath<LessonHeader, Value>) -> Value {
        get { header[keyPath: field] }
        set { header[keyPath: field] = newValue }
    }

    /// Parses a lesson from a file's bytes; never fails, never crashes (see ``LessonParser``).
    package static func parse(bytes: [UInt8], file: String) -> (lesson: Lesson, diagnostics: [Diagnostic]) {
        LessonParser.parse(bytes: bytes, file: file)
    }

    /// Every demo id the lesson's `@run` lines use, header demo first.
    package var demoIDs: [String] {
        var ids = [header.demo]
        for step in steps {
            if case .run(let run) = step.kind, let d = run.demo, !ids.contains(d) { ids.append(d) }
        }
        return ids
    }
}

/// A 1-based line and column in a lesson file.
package struct SourcePosition: Sendable, Equatable, Hashable, CustomStringConvertible {
    package var line: Int
    package var column: Int
    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
    package var description: String { "\(line):\(column)" }
}
