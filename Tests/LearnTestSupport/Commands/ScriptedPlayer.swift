import LearnCommands
import LearnLessons
import LearnRunner

/// A lesson player that returns stops from a script, recording what it was asked to do.
package final class ScriptedPlayer: LessonStepping {
    package let lesson: Lesson
    package var options = LessonOptions()
    package var lastResult: RunResult?
    package var parameterNames: [String] = ["iterations", "readers"]
    private var stops: [LessonStop]
    package private(set) var calls: [String] = []

    package init(id: String = "barrier", demo: String = "noop", stops: [LessonStop]) {
        lesson = ScriptedPlayer.lesson(id: id, demo: demo)
        self.stops = stops
    }

    package func advance() -> LessonStop {
        calls.append("advance")
        return next()
    }
    package func answer(_ index: Int) -> LessonStop {
        calls.append("answer \(index)")
        return next()
    }
    package func again() -> LessonStop {
        calls.append("again")
        return next()
    }

    private func next() -> LessonStop { stops.isEmpty ? .finished(passed: true) : stops.removeFirst() }

    package static func lesson(id: String, demo: String = "noop") -> Lesson {
        Lesson(
            header: LessonHeader(
                id: id, title: "A title", summary: "A summary", level: 1, order: 1, sources: [],
                demo: demo, variants: ["plain"], file: "\(id).md"),
            text: "# \(id)\n")
    }
}
