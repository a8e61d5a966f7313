import Foundation
import LearnPlay
import LearnTestSupport
import Testing

/// The shell's `schedule on` steps the learner's own file as it steps demos, and `explore FILE`
/// runs in the shell as on the command line.
@Suite(.tags(.swiftc), .slow, .needsToolchain)
struct ShellScheduleFileTests {
    static let program = """
        import Dispatch

        var count = 0
        let group = DispatchGroup()
        for _ in 0..<2 {
            DispatchQueue.global().async(group: group) {
                count += 1
            }
        }
        group.wait()
        print("count = \\(count)")

        """

    @Test func scheduleOnThenPlayAsksAtTheFilesGatesAndExploreRunsThere() throws {
        let home = TemporaryHome()
        let file = home.path + "/lost.swift"
        try Self.program.write(toFile: file, atomically: true, encoding: .utf8)
        let learn = try PipedLearn(
            [], environment: home.environment.merging(PlayTests.environment) { _, new in new }, directory: home.path, home: home)
        try learn.send("schedule on\nplay lost.swift\n")
        try learn.waitForOutput("who goes next?", seconds: 120)
        #expect(learn.output.contains("lost.swift:6"))
        try learn.send("a\n")
        try learn.waitForOutput("Output: 1 line", seconds: 60)
        try learn.send("schedule off\nexplore lost.swift --max-schedules 3\n")
        try learn.waitForOutput("Replay one: `learn play --replay TOKEN lost.swift`", seconds: 120)
        #expect(learn.output.contains("3 schedules in"))
        #expect(try learn.finish() == 0, "\(learn.errors)")
    }
}
