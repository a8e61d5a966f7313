import Foundation
import LearnLessons
import LearnRunner
import LearnTestSupport
import Testing

@Suite("What the runtime says reaches the lesson")
struct RuntimeLessonTests {
    @Test("async-sum's cancel part shows corelibs Foundation's warning, live and in the lanes, and its @if sees it")
    func foundationWarningInTheLesson() throws {
        let runner = DemoRunner.forTests()
        try #require(FileManager.default.isExecutableFile(atPath: runner.executable), "build the `learn` product first")
        let lesson = try #require(LessonLibrary().lesson(id: "async-sum"))
        var options = LessonOptions()
        options.pace = 0.01
        options.seed = 1
        options.variant = "cancel"
        let output = Output()
        let player = LessonEngine(lesson: lesson, options: options, runner: runner, out: output.write)
        #expect(player.advance() == .finished(passed: true), "\(output.text)")
        let warning = "went isFinished=YES without being started by the queue it is in"
        #expect(output.text.contains("⚠ runtime: *** AsyncSumOperation"), "\(output.text)")  // the live log
        #expect(output.text.contains("⚠ runtime at "), "\(output.text)")  // under the lanes
        // whole, once its lines (wrapped to the width) are joined
        let prose = output.text.split(whereSeparator: { $0 == "\n" || $0 == " " }).joined(separator: " ")
        #expect(prose.contains(warning), "\(output.text)")
        #expect(prose.contains("`⚠ runtime` line in this run is Foundation's own warning"), "\(output.text)")
        #expect(!output.text.contains("This time the runtime printed no warning"))
    }
}
