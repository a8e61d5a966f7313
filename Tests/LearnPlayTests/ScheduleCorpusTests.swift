import Foundation
import LearnJudge
import LearnRunner
import LearnTestSupport
import LearnTrace
import Testing

@testable import LearnPlay

/// Learners' programs with the bug each must reveal (`Fixtures/ScheduleCorpus`), explored as
/// `learn explore FILE` explores them: each starts with `// reveals: "TEXT"` (an outcome that
/// printed TEXT last), `// reveals: deadlock`, `// reveals: lost wake-up`, or `// reveals: one
/// outcome` (a fixed version: no schedule changes what it does). The token of the revealing
/// outcome must replay it, gate for gate.
@Suite(.tags(.swiftc), .slow, .serialized) struct ScheduleCorpusTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/ScheduleCorpus").path

    static var programs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
    }

    static func reveals(_ text: String) -> String? {
        text.split(separator: "\n").first { $0.hasPrefix("// reveals: ") }.map { String($0.dropFirst("// reveals: ".count)) }
    }

    @Test func thereAreEnoughPrograms() {
        #expect(Self.programs.count >= 12, "\(Self.programs)")
    }

    @Test(arguments: programs) func exploreRevealsTheBugAndItsTokenReplaysIt(_ name: String) throws {
        let path = Self.folder + "/" + name
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let reveals = try #require(Self.reveals(text), "\(name) has no `// reveals:` line")
        let root = NSTemporaryDirectory() + "schedule-corpus-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let playground = Playground(toolchain: try Toolchain.find(), cache: PlayCache(root: root))
        let build = try playground.build(PlaySource(path: path, text: text), mode: .scheduled)
        var bounds = ScheduleExplorer.Bounds()
        bounds.seconds = 40
        let found = try playground.explore(build, bounds: bounds, preemptions: 2)
        let table = found.outcomes.map { "\($0.text) ×\($0.schedules)" }.joined(separator: "\n")
        if reveals == "one outcome" {
            #expect(found.outcomes.count == 1 && found.divergent == 0, "\(name):\n\(table)")
            return
        }
        let wanted = reveals.hasPrefix("\"") ? "printed last \(reveals)" : reveals
        let bug = try #require(found.outcomes.first { $0.text == wanted || $0.text.hasSuffix(", " + wanted) }, "\(name):\n\(table)")
        let token = try #require(bug.token)
        var first: [String]?
        for _ in 0..<3 {
            let run = try playground.runScheduled(build, schedule: .replay(token), console: nil)
            let gates = ReplayCheck.gateOrder(run.result)
            #expect(ScheduledProgram.outcome(run.result) == wanted, "\(name): replaying \(token)")
            #expect(first == nil || gates == first!, "\(name): replaying \(token) passed other gates")
            first = first ?? gates
        }
    }
}
