import Foundation
import LearnLessons
import LearnRunner
import Testing

@Suite("A lesson run end to end")
struct EndToEndLessonTests {
    @Test("the noop fixture lesson runs the real demo in a child process, and its checks hold")
    func noopLesson() throws {
        let runner = DemoRunner.forTests()
        try #require(FileManager.default.isExecutableFile(atPath: runner.executable),
                     "build the `learn` product first (swift build --product learn): \(runner.executable)")
        let bytes = Array(try Data(contentsOf: fixtures.appendingPathComponent("run/noop-lesson.md")))
        let (lesson, diagnostics) = LessonChecker.check(bytes: bytes, file: "noop-lesson.md")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        var options = PlayOptions()
        options.pace = 0.01
        options.seed = 1
        let output = Output()
        let player = LessonPlayer(lesson: lesson, options: options, runner: runner, out: output.write)
        #expect(player.advance() == .finished(passed: true), "\(output.text)")
        #expect(player.checkResults.filter(\.isPromise).map(\.name) == ["one-mark", "finished", "on-main"])
        #expect(player.checkResults.allSatisfy { $0.passed }, "\(output.text)")
        #expect(output.text.contains("It recorded 1 mark on 1 thread, and finished."))
        #expect(output.text.contains("One thread was enough."))
        #expect(player.predictionOutcomes.first?.trueOptions == ["one"])
    }
}
