import Foundation
import LearnRunner
import Testing

@testable import LearnLessons

/// `@run file=`: shipped lessons stay data only; a teacher's file is looked over, never compiled.
@Suite("Lessons that run a Swift file")
struct CodeFileTests {
    static let lessonsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Lessons").path

    @Test("no shipped lesson runs a file: not on disk, not embedded, and `learn check` says so if one did")
    func shippedLessonsAreDataOnly() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.lessonsFolder).filter { $0.hasSuffix(".md") }
        #expect(!names.isEmpty)
        for name in names {
            let text = try String(contentsOfFile: Self.lessonsFolder + "/" + name, encoding: .utf8)
            let runs = text.split(separator: "\n").filter { $0.hasPrefix("@run") }
            #expect(!runs.contains { $0.contains("file=") }, "\(name) runs a file")
        }
        #expect(LessonFiles.shipped.allSatisfy { LessonParser.parse(bytes: $0.bytes, file: $0.path).lesson.codeFiles.isEmpty })
        let smuggled = [("Lessons/bank.md", Array("---\nid: bank\n---\n@run file=bank.swift\n".utf8))]
        #expect(LessonChecker.shippedCode(smuggled).map(\.line) == [4])
    }

    @Test("the labels a file records: literal trace labels and the traced work items; unknown once one is computed")
    func labels() {
        let literal = CodeFile.labels(
            in: "trace.span(\"read\") { }\ntrace . mark( \"done\")\ntrace.value(\"n\", 1)\ntrace.span(\"read\") {}")
        #expect(literal == ["read", "done", "n"] + LearnerProgram.itemLabels)
        #expect(CodeFile.labels(in: "print(1)") == LearnerProgram.itemLabels)
        #expect(CodeFile.labels(in: "trace.span(name) { }") == nil)
        #expect(CodeFile.labels(in: "trace.span(\"w\\(i)\") { }") == nil)
    }

    @Test("a file must be a plain name beside the lesson")
    func placement() {
        for name in ["../bank.swift", "/etc/passwd.swift", "sub/x.swift"] {
            guard case .failure(let problem) = CodeFile.beside("/tmp/lesson.md", named: name) else {
                Issue.record("\(name)")
                continue
            }
            #expect(problem.text.contains("not a file beside the lesson"))
        }
        guard case .failure(let problem) = CodeFile.beside("/tmp/lesson.md", named: "bank.py") else {
            Issue.record()
            return
        }
        #expect(problem.text.contains("is not a Swift file"))
    }
}
