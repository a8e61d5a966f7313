/// One parsed lesson: its header, its steps, and where it came from.
public struct Lesson: Sendable {
    public var id: String
    public var title: String
    public var summary: String
    public var level: Int
    public var order: Int
    public var sources: [String]
    public var demo: String
    public var variants: [String]
    /// Where it came from: `Lessons/barrier.md` (shipped) or a path in a teacher's folder.
    public var file: String
    /// The file's text, for `learn show`.
    public var text: String
    /// The body after the header, in order, each step with its position in the file.
    public var steps: [LessonStep]
    /// The line and column of each header key as written (for diagnostics).
    public var headerPositions: [String: SourcePosition]

    public init(
        id: String = "", title: String = "", summary: String = "", level: Int = 0, order: Int = 0,
        sources: [String] = [], demo: String = "", variants: [String] = [], file: String, text: String,
        steps: [LessonStep] = [], headerPositions: [String: SourcePosition] = [:]
    ) {
        self.id = id
        self.title = title
        self.summary = summary
        self.level = level
        self.order = order
        self.sources = sources
        self.demo = demo
        self.variants = variants
        self.file = file
        self.text = text
        self.steps = steps
        self.headerPositions = headerPositions
    }

    /// Parses a lesson from a file's bytes; never fails, never crashes (see ``LessonParser``).
    public static func parse(bytes: [UInt8], file: String) -> (lesson: Lesson, diagnostics: [LessonDiagnostic]) {
        LessonParser.parse(bytes: bytes, file: file)
    }

    /// Every demo id the lesson's `@run` lines use, header demo first.
    public var demoIDs: [String] {
        var ids = [demo]
        for step in steps {
            if case .run(let run) = step.kind, let d = run.demo, !ids.contains(d) { ids.append(d) }
        }
        return ids
    }
}

/// A 1-based line and column in a lesson file.
public struct SourcePosition: Sendable, Equatable, Hashable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
    public var description: String { "\(line):\(column)" }
}
