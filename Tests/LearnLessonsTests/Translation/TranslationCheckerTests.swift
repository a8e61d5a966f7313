import Foundation
import LearnJudge
import LearnLanguage
import LearnTestSupport
import Testing

@testable import LearnLessons

/// `learn check` on translations: a shipped one matches its source and is up to date; a
/// changed, missing or extra directive, condition or region, a lost figure, a changed header
/// fact are problems; a changed source makes a translation to update.
@Suite struct TranslationCheckerTests {
    static let translated = [
        "actors", "async-sum", "barrier", "dependencies", "freeze", "group", "locks", "mutex-atomic", "operation-queue", "qos",
        "queues", "race", "semaphore", "tasks", "threads", "workitem",
    ]

    static func files(_ id: String) throws -> (source: [UInt8], translation: [UInt8]) {
        let source = try #require(LessonFiles.shipped.first { $0.path == "Lessons/\(id).md" })
        let translation = try #require(LessonTranslations.shipped.first { $0.path == "Lessons/ko/\(id).md" }, "Lessons/ko/\(id).md")
        return (source.bytes, translation.bytes)
    }

    static func check(_ translation: String, source: [UInt8]) -> TranslationChecker.Findings {
        TranslationChecker.check(bytes: Array(translation.utf8), file: "ko/x.md", source: source, sourceFile: "x.md").findings
    }

    @Test("each shipped translation keeps its source's steps and was made from it as it is now", arguments: translated)
    func shippedAreGood(_ id: String) throws {
        let (source, translation) = try Self.files(id)
        let findings = TranslationChecker.check(
            bytes: translation, file: "Lessons/ko/\(id).md", source: source, sourceFile: "Lessons/\(id).md"
        ).findings
        #expect(findings.problems.isEmpty, "\(findings.problems.map(\.description).joined(separator: "\n"))")
        #expect(findings.toUpdate.isEmpty, "\(findings.toUpdate.map(\.description).joined(separator: "\n"))")
        #expect(LessonChecker.checkShippedTranslations().isEmpty)
    }

    /// Changes to the Korean barrier lesson, each of which must be found.
    static let breakages: [(String, String, String)] = [
        ("@check write-alone: no-overlap write *\n", "@check write-alone: no-overlap read *\n", "differs from"),
        ("@check write-alone: no-overlap write *\n", "", "is missing"),
        ("@observe one-reader: threads read < 2\n", "@observe one-reader: threads read < 2\n@pause\n", "extra step"),
        ("@run repeat=20\n", "@run repeat=10\n", "differs from"),
        ("@part serial\n", "@part serial-queue\n", "differs from"),
        ("- 그렇다 => write-with-read-unsafe", "- 그렇다 => not write-with-read-unsafe", "differs from"),
        ("return storage[index % 8]", "return storage[index % 4]", "differs from"),
        ("읽기끼리 {overlaps:read:read}번 겹쳤습니다", "읽기끼리 여러 번 겹쳤습니다", "the figure `{overlaps:read:read}`"),
        ("demo: barrier-array", "demo: data-source", "`demo` is"),
        ("@if one-reader\n", "@if one-reader\n@if reads-overlap\n@end\n", "extra step"),
    ]

    @Test("a changed, missing or extra directive, condition, parameter, region or figure is a problem", arguments: 0..<breakages.count)
    func breakagesAreFound(_ index: Int) throws {
        let (source, translation) = try Self.files("barrier")
        let (was, now, said) = Self.breakages[index]
        let text = String(decoding: translation, as: UTF8.self)
        try #require(text.contains(was))
        let findings = Self.check(text.replacingOccurrences(of: was, with: now), source: source)
        #expect(findings.problems.contains { $0.message.contains(said) }, "\(findings.problems.map(\.description))")
    }

    @Test func aChangedSourceIsATranslationToUpdate() throws {
        let (source, translation) = try Self.files("barrier")
        let changed = source + Array("\nOne more sentence.\n".utf8)
        let findings = Self.check(String(decoding: translation, as: UTF8.self), source: changed)
        #expect(findings.problems.isEmpty)
        let stale = try #require(findings.toUpdate.first)
        #expect(stale.message.contains("a translation to update") && stale.message.contains(TranslationStamp.of(changed)))
    }

    @Test func aTranslationWithoutAStampSaysWhichToWrite() throws {
        let (source, translation) = try Self.files("race")
        let text = String(decoding: translation, as: UTF8.self).replacingOccurrences(of: "source: ", with: "origin: ")
        let findings = Self.check(text, source: source)
        #expect(findings.problems.contains { $0.message.contains("add `source: \(TranslationStamp.of(source))`") })
    }

    @Test("a stale or broken translation is not shown: the English lesson is, and why")
    func fallBack() throws {
        let folder = NSTemporaryDirectory() + "learn-translation-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/ko", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (source, translation) = try Self.files("barrier")
        let english = String(decoding: source, as: UTF8.self).replacingOccurrences(of: "id: barrier", with: "id: mine")
        let korean = String(decoding: translation, as: UTF8.self).replacingOccurrences(of: "id: barrier", with: "id: mine")
        try english.write(toFile: folder + "/mine.md", atomically: true, encoding: .utf8)
        let stamped = korean.replacingOccurrences(
            of: TranslationStamp.split(translation)!.stamp, with: TranslationStamp.of(Array(english.utf8)))
        try stamped.write(toFile: folder + "/ko/mine.md", atomically: true, encoding: .utf8)
        var library = LessonLibrary(extraDirectories: [folder])
        guard case .translated(let shown)? = library.lesson(id: "mine", language: .ko)?.choice else {
            Issue.record("an up-to-date translation is shown")
            return
        }
        #expect(shown.title.contains("배열"))
        #expect(library.headers(in: .ko).first { $0.id == "mine" }?.title == shown.title)
        try (english + "\nMore.\n").write(toFile: folder + "/mine.md", atomically: true, encoding: .utf8)
        library = LessonLibrary(extraDirectories: [folder])
        guard case .stale? = library.lesson(id: "mine", language: .ko)?.choice else {
            Issue.record("a translation of an older source is stale")
            return
        }
        #expect(library.lesson(id: "mine", language: .ko)?.lesson.title == "A thread-safe array with a barrier")
        try stamped.replacingOccurrences(of: "@pause\n", with: "").write(toFile: folder + "/ko/mine.md", atomically: true, encoding: .utf8)
        guard case .missing? = library.lesson(id: "mine", language: .en)?.choice else {
            Issue.record("English asks for no translation")
            return
        }
        #expect(LessonChecker.checkTranslations(paths: [folder]).problems.count == 1)
    }
}
