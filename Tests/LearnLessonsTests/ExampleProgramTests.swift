import LearnDemos
import LearnLanguage
import LearnTestSupport
import Testing

@testable import LearnLessons

/// `play --from LESSON`'s file, as text: the lesson's demo as a program of its own.
@Suite("The program play --from writes")
struct ExampleProgramTests {
    @Test("holds every region the lesson shows, uncommented, as its source file has it", arguments: LessonLibrary().ids)
    func holdsEveryShownRegion(id: String) throws {
        let lesson = try #require(LessonLibrary().lesson(id: id))
        let text = try #require(ExampleProgram.text(for: lesson), "\(id): no program")
        var shown = 0
        for case .code(_, let region?, let body) in lesson.steps.map(\.kind) {
            shown += 1
            #expect(ShownCode.holds(body, in: text), "\(id): region \(region) is not in the file as code")
            #expect(text.contains("// region: \(region)\n"), "\(id): the marker of \(region)")
        }
        #expect(shown > 0, "\(id) shows no region")
        #expect(!text.contains("import LearnTrace"), "learn's own module stays out")
    }

    @Test("in Korean: the comments at its top are Korean, the rest is the English file's")
    func koreanHeader() throws {
        let lesson = try #require(LessonLibrary().lesson(id: "race"))
        let english = try #require(ExampleProgram.text(for: lesson))
        let korean = try #require(ExampleProgram.text(for: lesson, title: "경쟁 상태", words: Catalogue(.ko)))
        #expect(korean.hasPrefix("// 직접 해 보기: 경쟁 상태 (`learn run race`): 레슨의 예제를 독립된 프로그램으로.\n"))
        let header = { (text: String) in text.split(separator: "\n", omittingEmptySubsequences: false) }
        #expect(header(korean).dropFirst(4) == header(english).dropFirst(4))
        #expect(english.hasPrefix("// Try it yourself: \(lesson.title) (`learn run race`): the lesson's example, its own code.\n"))
    }

    @Test("runs the lesson's first variant whose run ends by itself", arguments: LessonLibrary().ids)
    func runsAVariantThatEnds(id: String) throws {
        let lesson = try #require(LessonLibrary().lesson(id: id))
        let text = try #require(ExampleProgram.text(for: lesson))
        let spec = try #require(DemoCatalog.named(lesson.demo))
        let variant = try #require(lesson.variants.first { name in spec.variants.contains { $0.name == name && $0.outcome == .finishes } })
        #expect(text.contains(".Variant(rawValue: \"\(variant)\")!, lessonContext)\n"), "\(id)")
        #expect(text.contains("lessonContext.waitUntilFinished(seconds: "), "\(id): the wait is bounded")
    }

    @Test("a lesson whose demo is not learn's own gets no program")
    func noDemoNoProgram() {
        let lesson = Lesson(header: LessonHeader(id: "bank", title: "Bank", demo: "", file: "bank.md"), text: "")
        #expect(ExampleProgram.text(for: lesson) == nil)
    }

    @Test("a region's lines are found only whole and under one indentation")
    func holds() {
        let file = "enum A {\n    func f() {\n        let x = 1\n\n        print(x)\n    }\n}\n// let y = 2\n"
        #expect(ShownCode.holds("let x = 1\n\nprint(x)", in: file))
        #expect(ShownCode.holds("func f() {\n    let x = 1", in: file))
        #expect(!ShownCode.holds("let x = 1\nprint(x)", in: file))
        #expect(!ShownCode.holds("let y = 2", in: file), "a commented line is not code")
    }
}
