import Foundation
import LearnPlay
import LearnTestSupport
import Testing

/// `play --from LESSON` for every shipped lesson: the file it writes holds every region the
/// lesson shows, uncommented, as its demo's source has it, and `learn play` builds it and runs
/// it to exit 0, the demo ending by itself (it calls `ctx.finish()` within the file's own wait).
@Suite(.tags(.swiftc), .slow, .needsToolchain)
struct PlayFromLessonTests {
    static var lessons: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: LearnBinary.packageRoot + "/Lessons")) ?? []
        return names.filter { $0.hasSuffix(".md") && $0 != "FORMAT.md" }.map { String($0.dropLast(3)) }.sorted()
    }

    /// One lesson in two under `swift test` (each compiles its file: 19 compiles cost CI most of two
    /// minutes); every lesson under `LEARN_TESTS=all`.
    @Test(arguments: TestSet.sample(lessons, every: 2)) func theWrittenFileRunsTheLessonsExample(lesson: String) throws {
        let home = TemporaryHome()
        let run = try LearnBinary.built.run(
            ["play", "--from", lesson, "--view", "none"], environment: PlayTests.environment, directory: home.path)
        let text = try String(contentsOfFile: home.path + "/\(lesson).swift", encoding: .utf8)
        let markdown = try String(contentsOfFile: LearnBinary.packageRoot + "/Lessons/\(lesson).md", encoding: .utf8)
        let blocks = ShownCode.regionBlocks(inLesson: markdown)
        #expect(!blocks.isEmpty, "\(lesson) shows no region")
        for block in blocks {
            #expect(ShownCode.holds(block.body, in: text), "\(lesson): region \(block.region), uncommented")
        }
        #expect(!text.contains("//     "), "\(lesson): nothing commented out")
        #expect(run.status == 0, "\(lesson): \(run.err)")
        #expect(!run.err.contains("watchdog") && !run.out.contains("watchdog"), "\(lesson): \(run.err)")
        #expect(!run.out.contains("did not call ctx.finish()"), "\(lesson): the demo ends by itself")
    }

    @Test func aFileAlreadyThereIsNeverReplaced() throws {
        let home = TemporaryHome()
        let path = home.path + "/group.swift"
        try "print(\"mine\")\n".write(toFile: path, atomically: true, encoding: .utf8)
        let run = try LearnBinary.built.run(["play", "--from", "group"], environment: PlayTests.environment, directory: home.path)
        #expect(run.status == 1 && run.errSaid.contains("`group.swift` already exists"), "\(run.err)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "print(\"mine\")\n")
    }
}
