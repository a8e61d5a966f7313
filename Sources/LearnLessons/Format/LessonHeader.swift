/// A lesson's header alone: what `learn list`, completion and start-up need, read without
/// parsing the body. ``Lesson`` is the whole lesson, around its header.
package struct LessonHeader: Sendable, Equatable {
    package var id: String
    package var title: String
    package var summary: String
    package var level: Int
    package var order: Int
    package var sources: [String]
    package var demo: String
    package var variants: [String]
    /// Where it came from: `Lessons/barrier.md` (shipped) or a path in a teacher's folder.
    package var file: String

    package init(
        id: String = "", title: String = "", summary: String = "", level: Int = 0, order: Int = 0,
        sources: [String] = [], demo: String = "", variants: [String] = [], file: String
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
    }
}
