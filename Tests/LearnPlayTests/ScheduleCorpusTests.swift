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
/// outcome must replay it, gate for gate. To keep CI short the search stops at the first schedule
/// that shows the bug, and a fixed version's first 50 schedules within one preemption are run; `learn-bench
/// play-schedule` explores each file within two and replays each token 100 times.
@Suite(.tags(.swiftc), .slow) struct ScheduleCorpusTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/ScheduleCorpus").path

    static var programs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
    }

    /// A hang is told after 60 ms of a settled run with nobody at a gate or asleep, not 0.2 s:
    /// the corpus's deadlocks are found sooner (the scheduled tracer reads LEARN_PLAY_HANG_MS).
    init() { setenv("LEARN_PLAY_HANG_MS", "60", 1) }

    @Test func thereAreEnoughPrograms() {
        #expect(Self.programs.count >= 12, "\(Self.programs)")
    }

    @Test(arguments: programs) func exploreRevealsTheBugAndItsTokenReplaysIt(_ name: String) throws {
        let program = try CorpusProgram(path: Self.folder + "/" + name, cache: "schedule-corpus", saying: "reveals")
        defer { program.remove() }
        let (text, playground, build, reveals) = (program.text, program.playground, program.build, program.says)
        var bounds = program.bounds(seconds: 40)
        let wanted = reveals.hasPrefix("\"") ? "printed last \(reveals)" : reveals
        let matches = { (outcome: String) in outcome == wanted || outcome.hasSuffix(", " + wanted) }
        if reveals == "one outcome" {
            // The first 50 schedules with at most one preemption (`learn-bench play-schedule`
            // runs every schedule within two).
            bounds.schedules = 50
            let found = try playground.explore(build, bounds: bounds, preemptions: 1)
            #expect(
                found.outcomes.count == 1 && found.divergent == 0 && (found.complete || found.schedules == 50), "\(name):\n\(found.table)")
            return
        }
        // The search stops at the first schedule that shows the bug.
        bounds.stopAtGoal = true
        let found = try playground.explore(build, bounds: bounds, preemptions: 2) { matches(ScheduledProgram.outcome($0)) }
        // explore's table says a timed wait timed out only of a program that has one
        #expect(found.timedWaitSchedules == 0 || text.contains("timeout:"), "\(name): \(found.timedWaitSchedules)")
        let bug = try #require(found.outcomes.first { matches($0.text) }, "\(name):\n\(found.table)")
        let token = try #require(bug.token)
        #expect("\(token)".count < 100, "\(name): \(token)")  // issue 32: short however long the run
        var first: [String]?
        for _ in 0..<3 {
            let run = try playground.runScheduled(build, schedule: .replay(token), console: nil)
            let gates = ReplayCheck.gateOrder(run.result)
            #expect(ScheduledProgram.outcome(run.result) == bug.text, "\(name): replaying \(token)")
            #expect(first == nil || gates == first!, "\(name): replaying \(token) passed other gates")
            first = first ?? gates
        }
    }
}
