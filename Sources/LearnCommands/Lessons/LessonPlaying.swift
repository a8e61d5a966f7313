import LearnLessons
import LearnRunner

/// What the shell and `learn run` need from a playing lesson: ``LessonPlayer``, or a
/// scripted stand-in in tests.
package protocol LessonPlaying: AnyObject {
    var lesson: Lesson { get }
    var options: PlayOptions { get set }
    var lastResult: RunResult? { get }
    var parameterNames: [String] { get }
    func advance() -> PlayerStop
    func answer(_ index: Int) -> PlayerStop
    func again() -> PlayerStop
    /// Where the lesson is, for a presenter's footer.
    var place: String { get }
}

extension LessonPlaying {
    package var place: String { lesson.id }
}

extension LessonPlayer: LessonPlaying {}
