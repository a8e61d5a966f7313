/// A lesson's header alone: what `learn list`, completion and start-up need, read without
/// parsing the body. ``Lesson`` is the whole lesson, around its header.
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

    public init(id: String = "", title: String = "", summary: String = "", level: Int = 0, order: Int = 0,
                sources: [String] = [], demo: String = "", variants: [String] = [], file: String) {
        self.id = id
        self.title = title
        self.summary = summary
        self.level = level
        self.order = order
        self.sources = sources
        self.demo = demo
        self.variants = variants
        self.file = file
    }
}
