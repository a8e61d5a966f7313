import LearnRunner

@testable import LearnCommands
@testable import LearnLessons

/// A lesson player that returns stops from a script, recording what it was asked to do.
final class ScriptedPlayer: LessonStepping {
    let lesson: Lesson
    var options = LessonOptions()
    var lastResult: RunResult?
    var parameterNames: [String] = ["iterations", "readers"]
    private var stops: [LessonStop]
    private(set) var calls: [String] = []

    init(id: String = "barrier", demo: String = "noop", stops: [LessonStop]) {
        lesson = ScriptedPlayer.lesson(id: id, demo: demo)
        self.stops = stops
    }

    func advance() -> LessonStop {
        calls.append("advance")
        return next()
    }
    func answer(_ index: Int) -> LessonStop {
        calls.append("answer \(index)")
        return next()
    }
    func again() -> LessonStop {
        calls.append("again")
        return next()
    }

    private func next() -> LessonStop { stops.isEmpty ? .finished(passed: true) : stops.removeFirst() }

    static func lesson(id: String, demo: String = "noop") -> Lesson {
        Lesson(
            header: LessonHeader(
                id: id, title: "A title", summary: "A summary", level: 1, order: 1, sources: [],
                demo: demo, variants: ["plain"], file: "\(id).md"),
            text: "# \(id)\n")
    }
}
