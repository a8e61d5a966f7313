import LearnDemos
import LearnRunner
import LearnTrace

// SKELETON: the public surface the shell and the command line use. The
// lesson-script issue implements it (parser, validator, engine, progress) and
// may split these types into their own files; names and meanings stay.

/// A diagnostic about a lesson file: `file:line:col: error: message`.
public struct LessonDiagnostic: Sendable, Equatable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String
    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }
    public var description: String { "\(file):\(line):\(column): error: \(message)" }
}

/// One parsed lesson.
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
}

/// All lessons a learner can reach: the shipped ones plus a teacher's folders.
public struct LessonLibrary: Sendable {
    public private(set) var lessons: [Lesson] = []
    /// Problems found while loading (a lesson with errors is left out and reported).
    public private(set) var problems: [LessonDiagnostic] = []

    /// Loads shipped lessons and those in `extraDirectories` (from `--lessons` and `LEARN_LESSONS`).
    public init(extraDirectories: [String] = []) {}

    public func lesson(id: String) -> Lesson? { lessons.first { $0.id == id } }
    /// Ids close to a mistyped one, best first ("did you mean `barrier`?").
    public func closest(to id: String) -> [String] { [] }
}

/// How a lesson is played.
public struct PlayOptions: Sendable {
    /// Play only the introduction and this part (`--variant`).
    public var variant: String?
    /// Parameter values that override the lesson's (`--set`, shell `set`).
    public var overrides: [String: String] = [:]
    public var seed: UInt64?
    public var pace: Double = 1
    /// Stop at `@pause` and ask predictions (shell, or `--step`).
    public var interactive: Bool = false
    /// Write events as JSON lines instead of the lesson's text (`--json`).
    public var json: Bool = false
    /// Write the Chrome trace of the runs here (`--trace-out`).
    public var traceOut: String?
    public var render: RenderOptions = .plain
    public init() {}
}

/// Where a playing lesson stopped.
public enum PlayerStop: Sendable, Equatable {
    /// At a `@pause`: call `advance()` to go on.
    case paused
    /// A prediction waits for `answer(_:)` (interactive only).
    case prediction(question: String, options: [String])
    /// Ctrl-C stopped a run; the lesson can go on with `advance()` or be left.
    case interrupted
    /// The end; `passed` is false when a `@check` did not hold.
    case finished(passed: Bool)
    /// The lesson cannot go on (a bad `--variant`, a parameter out of range…); the message says what to do.
    case failed(String)
}

/// Plays one lesson step by step, writing what the learner sees to `out`.
public final class LessonPlayer: @unchecked Sendable {
    public let lesson: Lesson
    public var options: PlayOptions
    public private(set) var lastResult: RunResult?

    public init(lesson: Lesson, options: PlayOptions, runner: DemoRunning, out: @escaping (String) -> Void) {
        self.lesson = lesson
        self.options = options
    }

    /// Runs until the next pause, prediction, interruption, or the end.
    public func advance() -> PlayerStop { .finished(passed: true) }
    /// Answers the pending prediction with option `index` (0-based), then goes on as `advance()`.
    public func answer(_ index: Int) -> PlayerStop { advance() }
    /// Reruns the last `@run` with the current options, with its checks and text.
    public func again() -> PlayerStop { advance() }
    /// Parameter names the lesson's demos accept (for `set` completion).
    public var parameterNames: [String] { [] }
}

/// Validates lesson files (`learn check`).
public enum LessonChecker {
    /// Every problem in every file; empty when all are good.
    public static func check(paths: [String]) -> [LessonDiagnostic] { [] }
    /// Checks the shipped lessons (what `learn check` does with no paths).
    public static func checkShipped() -> [LessonDiagnostic] { [] }
}

/// Which lessons a learner finished, and their predictions.
public struct ProgressStore: Sendable {
    /// `$XDG_STATE_HOME/learn` (default `~/.local/state/learn`).
    public static var defaultDirectory: String { "" }
    public init(directory: String) {}
    public func completed() -> Set<String> { [] }
    public func markCompleted(_ lessonID: String) {}
    /// A one-time warning when the progress file was corrupt and set aside.
    public func takeWarning() -> String? { nil }
}
