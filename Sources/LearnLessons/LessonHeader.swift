/// A lesson's header alone: what `learn list`, completion and start-up need, read without
/// parsing the body. ``Lesson`` is the whole lesson; ``Lesson/header`` gives its header.
public struct LessonHeader: Sendable, Equatable {
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
}

extension Lesson {
    /// The lesson's header.
    public var header: LessonHeader {
        LessonHeader(id: id, title: title, summary: summary, level: level, order: order,
                     sources: sources, demo: demo, variants: variants, file: file)
    }
}
