import Foundation
import LearnPlay
import LearnTestSupport
import Testing

/// `play --from LESSON` for every shipped lesson: the file it writes compiles and runs, and
/// a lesson whose example runs on its own runs it as the lesson shows it, uncommented,
/// ending as the lesson says (the queues lesson's `sync` onto its own queue traps).
@Suite(.tags(.swiftc), .slow, .enabled(if: Toolchain.testDirectory != nil, "swiftc is not on PATH"))
struct PlayFromLessonTests {
    /// The lessons whose example runs as shown, and the line of it the file must hold.
    static let runAsShown = [
        "group": "group.notify(queue: .main) {", "queues": "serialQueue.sync {", "race": "var dataSource = [String]()",
    ]
    static var lessons: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: LearnBinary.packageRoot + "/Lessons")) ?? []
        return names.filter { $0.hasSuffix(".md") && $0 != "FORMAT.md" }.map { String($0.dropLast(3)) }.sorted()
    }

    @Test(arguments: lessons) func theWrittenFileRuns(lesson: String) throws {
        let home = TemporaryHome()
        let run = try LearnBinary.built.run(
            ["play", "--from", lesson, "--view", "none"], environment: PlayTests.environment, directory: home.path)
        let text = try String(contentsOfFile: home.path + "/\(lesson).swift", encoding: .utf8)
        #expect(!run.err.contains("does not compile"), "\(lesson): \(run.err)")
        if let line = Self.runAsShown[lesson] {
            #expect(text.contains("\n" + line) || text.contains(" " + line), "\(lesson): the lesson's code, uncommented")
            #expect(!text.contains("//     "), "\(lesson): nothing commented out")
        }
        if lesson == "queues" {
            #expect(run.status == 1 && run.err.contains("crashed: SIGILL"), "\(run.err)")
            #expect(run.err.contains("while already running on `data_source_update_queue`"))
        } else {
            #expect(run.status == 0, "\(lesson): \(run.err)")
        }
    }
}
