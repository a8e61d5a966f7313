import LearnLessons
import LearnRunner

/// What the shell and `learn run` need from a playing lesson: ``LessonEngine``, or a
/// scripted stand-in in tests.
package protocol LessonStepping: AnyObject {
    var lesson: Lesson { get }
    var options: LessonOptions { get set }
    var lastResult: RunResult? { get }
    var parameterNames: [String] { get }
    func advance() -> LessonStop
    func answer(_ index: Int) -> LessonStop
    func again() -> LessonStop
    /// Where the lesson is, for a presenter's footer.
    var place: String { get }
    /// Goes to the start of part `number` (1-based); false when there is none.
    func jump(toPart number: Int) -> Bool
}

extension LessonStepping {
    package var place: String { lesson.id }
    package func jump(toPart number: Int) -> Bool { false }
}

extension LessonEngine: LessonStepping {}
