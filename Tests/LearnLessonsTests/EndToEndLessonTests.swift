import Foundation
import LearnLessons
import LearnRunner
import LearnTestSupport
import Testing

@Suite("A lesson run end to end", .tags(.lessonPlays), .slow)
struct EndToEndLessonTests {
    @Test("the noop fixture lesson runs the real demo in a child process, and its checks hold")
    func noopLesson() throws {
        let runner = DemoRunner.forTests()
        try #require(
            FileManager.default.isExecutableFile(atPath: runner.executable),
            "build the `learn` product first (swift build --product learn): \(runner.executable)")
        let bytes = Array(try Data(contentsOf: lessonFixtures.appendingPathComponent("run/noop-lesson.md")))
        let (lesson, diagnostics) = LessonChecker.check(bytes: bytes, file: "noop-lesson.md")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        var options = LessonOptions()
        options.pace = 0.01
        options.seed = 1
        let output = Output()
        let player = LessonEngine(lesson: lesson, options: options, runner: runner, out: output.write)
        #expect(player.advance() == .finished(passed: true), "\(output.text)")
        #expect(player.checkResults.filter(\.isPromise).map(\.name) == ["one-mark", "finished", "on-main"])
        #expect(player.checkResults.allSatisfy { $0.passed }, "\(output.text)")
        #expect(output.text.contains("It recorded 1 mark on 1 thread, and finished."))
        #expect(output.text.contains("One thread was enough."))
        #expect(player.predictionOutcomes.first?.trueOptions == ["one"])
    }

    /// Lessons whose promise races a thread's start: the semaphore's waiter must reach
    /// `await()` before the completion, 3 s later at a lesson's pace, 30 ms at 0.01 — less than
    /// a loaded machine may take to start a thread. At 0.05 it has 150 ms.
    static let slowerPace: [String: Double] = ["semaphore": 0.05]

    @Test(
        "every shipped lesson plays to its end at a small pace with every @check holding",
        arguments: LessonLibrary().ids)
    func shippedLesson(_ id: String) throws {
        let runner = DemoRunner.forTests()
        try #require(FileManager.default.isExecutableFile(atPath: runner.executable), "build the `learn` product first")
        let lesson = try #require(LessonLibrary().lesson(id: id))
        var options = LessonOptions()
        options.pace = Self.slowerPace[id] ?? 0.01
        options.seed = 1
        let output = Output()
        let player = LessonEngine(lesson: lesson, options: options, runner: runner, out: output.write)
        let stop = player.advance()
        let failed = player.checkResults.filter { $0.isPromise && !$0.passed }.map { "line \($0.line): \($0.name): \($0.words)" }
        #expect(stop == .finished(passed: true), "\(failed.joined(separator: "\n"))\n\(output.text)")
    }
}
