import Foundation
import LearnJudge
import LearnLessons
import LearnTestSupport
import Testing

@Suite("Lesson parser")
struct ParserGoldenTests {
    @Test("parsed form of each fixture lesson", arguments: ["example", "conditions"])
    func golden(_ name: String) throws {
        let bytes = Array(try Data(contentsOf: lessonFixtures.appendingPathComponent("parse/\(name).md")))
        let (lesson, diagnostics) = LessonChecker.check(bytes: bytes, file: "\(name).md", catalog: testCatalog)
        let text = diagnostics.map(\.description).joined(separator: "\n") + (diagnostics.isEmpty ? "" : "\n---\n") + lesson.outline
        lessonGoldens.check(text, "parse/\(name).parsed.txt")
        #expect(diagnostics.isEmpty)
    }

    @Test("CRLF, a BOM and trailing spaces read like plain LF")
    func crlfAndBOM() {
        let lf = header() + "@part unsafe\n@run\n@check x: count read > 0\nText {lost}.\n"
        let crlf = [0xEF, 0xBB, 0xBF] + Array(lf.replacingOccurrences(of: "\n", with: "\r\n").utf8)
        let a = LessonParser.parse(text: lf, file: "a.md"), b = LessonParser.parse(bytes: crlf, file: "a.md")
        #expect(a.lesson.outline == b.lesson.outline)
        #expect(a.diagnostics == b.diagnostics)
    }

    @Test("invalid UTF-8 and NUL bytes are reported at their line and column")
    func badBytes() {
        var bytes = Array((header() + "@part unsafe\nok\n").utf8)
        bytes += [0x61, 0xFF, 0x62, 0x0A, 0x63, 0x00, 0x0A]
        let (_, diagnostics) = LessonParser.parse(bytes: bytes, file: "b.md")
        #expect(diagnostics.map { "\($0.line):\($0.column)" } == ["13:2", "14:2"])
    }

    @Test(
        "conditions parse into their tree",
        arguments: [
            ("before a b", "before a b"),
            ("overlap read read >= 2", "overlap read read >= 2"),
            ("not not outcome crashed", "not not outcome crashed"),
            ("value lost > expected in any run", "value lost > expected in any run"),
            ("count \"1.작업 종료\" == 3 in >= 9 runs", "count \"1.작업 종료\" == 3 in >= 9 runs"),
            ("lost-some", "lost-some"),
        ])
    func conditions(_ input: String, _ expected: String) throws {
        let parsed = try ConditionParser.parse(input, column: 1).get()
        #expect(parsed.source == expected)
    }

    @Test(
        "condition errors say where and what to write",
        arguments: [
            ("value lost = 0", 12, "write `==`"),
            ("overlap read", 13, "ends too early"),
            ("befor a b", 1, "did you mean `before`"),
            ("count a > x", 11, "whole number"),
            ("outcome exploded", 9, "use `finished`"),
            ("said \"open", 6, "closing"),
            ("value x > 1 in some runs", 13, "in any run"),
        ])
    func conditionErrors(_ input: String, _ column: Int, _ fragment: String) {
        guard case .failure(let f) = ConditionParser.parse(input, column: 1) else {
            Issue.record("`\(input)` parsed")
            return
        }
        #expect(f.column == column)
        #expect(f.message.contains(fragment), "\(f.message)")
    }
}
