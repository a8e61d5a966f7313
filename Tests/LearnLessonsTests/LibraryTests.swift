import Foundation
import LearnLessons
import LearnTestSupport
import Testing

@Suite("Lesson library")
struct LibraryTests {
    @Test("a teacher's folder adds its lessons beside the shipped ones, sorted by order")
    func teacherFolder() {
        let library = LessonLibrary(extraDirectories: [lessonFixtures.appendingPathComponent("run").path])
        #expect(library.lesson(id: "noop-lesson")?.title == "A demo that does nothing")
        #expect(library.ids == library.lessons.sorted { ($0.order, $0.id) < ($1.order, $1.id) }.map(\.id))
        #expect(library.closest(to: "noop-leson") == ["noop-lesson"])
        #expect(library.problems.isEmpty, "\(library.problems)")
    }

    @Test("lessons with errors, duplicate ids and missing folders are left out and reported")
    func problems() {
        let good = Array((header(demo: "noop", variants: "plain", id: "same") + "@part plain\n@run\n").utf8)
        let bad = Array((header(demo: "noop", variants: "plain", id: "bad") + "@part plain\n@rnu\n").utf8)
        let library = LessonLibrary(files: [("a.md", good), ("b.md", good), ("c.md", bad)])
        #expect(library.ids == ["same"])
        #expect(library.problems.map(\.file).sorted() == ["b.md", "c.md"])
        let missing = LessonLibrary(extraDirectories: ["/nonexistent/lessons"])
        #expect(missing.problems.first?.message.contains("LEARN_LESSONS") == true)
    }
}
