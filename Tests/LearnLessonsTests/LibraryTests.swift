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

    @Test("a teacher's lesson keeps only its header in memory and is read again, checked, when opened")
    func teacherLessonReadAgain() throws {
        let folder = NSTemporaryDirectory() + "learn-library-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let text = header(demo: "noop", variants: "plain", id: "kept") + "@part plain\n@run\n"
        try text.write(toFile: folder + "/kept.md", atomically: true, encoding: .utf8)
        let library = LessonLibrary(extraDirectories: [folder])
        #expect(library.ids.contains("kept"))
        #expect(library.lesson(id: "kept")?.text == text)
        try (text + "@rnu\n").write(toFile: folder + "/kept.md", atomically: true, encoding: .utf8)
        #expect(library.lesson(id: "kept") == nil, "a file broken since learn started opens no lesson")
        try FileManager.default.removeItem(atPath: folder + "/kept.md")
        #expect(library.lesson(id: "kept") == nil)
    }
}
