import Foundation
import LearnLessons
import LearnRunner
import LearnTestSupport
import LearnTrace
import Testing

/// A `@run file=` in the player: the code runner decides whether and how the file runs; the
/// checks after it are judged as a demo's.
@Suite("Player: a run whose code is a Swift file")
struct CodeRunTests {
    /// Hands out a fixed runner, or refuses with a sentence; remembers the files it was asked about.
    final class FakeCodeRunner: CodeRunning, @unchecked Sendable {
        // only used from the test's own thread
        var asked: [String] = []
        let answer: Result<any TargetRunning, CodeFileProblem>
        init(_ answer: Result<any TargetRunning, CodeFileProblem>) { self.answer = answer }
        func prepare(_ file: CodeFile, lesson: Lesson, say: (String) -> Void) -> Result<any TargetRunning, CodeFileProblem> {
            asked.append(file.name)
            return answer
        }
    }

    static func folderWithFile() throws -> String {
        let folder = try TemporaryFolder.make("code-run")
        try "trace.span(\"read\") { }\n".write(toFile: folder + "/reads.swift", atomically: true, encoding: .utf8)
        return folder
    }

    static let text =
        header() + """
            @part unsafe
            @run file=reads.swift repeat=3 view=none
            @check reads: overlap read read
            """

    @Test("the file's runner makes every run of repeat=; the demo runner makes none")
    func runsTheFile() throws {
        let folder = try Self.folderWithFile()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = FakeRunner { _, _ in (.finished, readsTrace()) }
        let demos = FakeRunner { _, _ in (.finished, Trace(events: [])) }
        let code = FakeCodeRunner(.success(files))
        let output = Output()
        let player = LessonEngine(
            lesson: lesson(Self.text, file: folder + "/t.md"), options: LessonOptions(), runner: demos, out: output.write)
        player.catalog = testCatalog
        player.codeRunner = code
        #expect(player.advance() == .finished(passed: true))
        #expect(code.asked == ["reads.swift"])
        #expect(files.requests.count == 3 && demos.requests.isEmpty)
        #expect(output.text.contains("▶ reads.swift 3 times"))
        #expect(player.checkResults.map(\.passed) == [true])
    }

    @Test("refused (not trusted, does not compile): the lesson stops with the sentence, nothing runs")
    func refused() throws {
        let folder = try Self.folderWithFile()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let demos = FakeRunner { _, _ in (.finished, readsTrace()) }
        let player = LessonEngine(
            lesson: lesson(Self.text, file: folder + "/t.md"), options: LessonOptions(), runner: demos, out: Output().write)
        player.catalog = testCatalog
        player.codeRunner = FakeCodeRunner(.failure(CodeFileProblem("not trusted")))
        #expect(player.advance() == .failed("not trusted"))
        #expect(demos.requests.isEmpty && player.checkResults.isEmpty)
        player.codeRunner = nil
        guard case .failed(let text) = player.again() else {
            Issue.record("again without a code runner")
            return
        }
        #expect(text.contains("nothing here can compile it"))
    }
}
