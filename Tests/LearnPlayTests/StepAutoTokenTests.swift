import Foundation
import LearnRunner
import LearnTestSupport
import LearnTrace
import Testing

@testable import LearnPlay

/// Step mode's `auto` (`a`) on a played program: learn's scheduler finishes the run, the thread
/// that ran going on at each gate, so the token printed at its end covers the whole run and
/// replays it, gate for gate and outcome for outcome (with the real scheduler it replayed a crash
/// once in five).
@Suite(.tags(.swiftc), .slow) struct StepAutoTokenTests {
    /// Goes with the second thread at the first question it has a choice, then says `auto`.
    final class OneChoiceThenAuto: ScheduleConsole, @unchecked Sendable {  // one run asks at a time
        var asked = 0
        func decide(_ decision: ScheduleDecision) -> ScheduleAnswer {
            asked += 1
            let choices = decision.choices
            return asked == 1 && choices.count > 1 ? .go(choices[1]) : .auto
        }
        func ended(_ result: RunResult) {}
    }

    @Test func theTokenAfterAutoReplaysTheWholeRun() throws {
        let root = NSTemporaryDirectory() + "step-auto-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let text = """
            import Foundation
            var count = 0
            let group = DispatchGroup()
            for _ in 0..<3 {
                DispatchQueue.global().async(group: group) {
                    let seen = count
                    count = seen + 1
                }
            }
            group.wait()
            print("count = \\(count)")
            """
        let path = root + "/steps.swift"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let playground = try Playground.forTests(cache: root + "/cache")
        let build = try playground.build(PlaySource(path: path, text: text), mode: .scheduled)
        let stepped = try playground.runScheduled(build, schedule: .step, console: OneChoiceThenAuto())
        let report = try #require(stepped.result.schedule)
        #expect(report.finishedByDefault == true)
        #expect(report.wentAuto == false)
        let token = try #require(report.token)
        #expect("\(token)".count < 100 && "\(token)".hasPrefix("s"), "\(token)")  // the learner's choice, then the rule
        let outcome = ScheduledProgram.outcome(stepped.result)
        for _ in 0..<3 {
            let replayed = try playground.runScheduled(build, schedule: .replay(token), console: nil)
            #expect(ReplayCheck.gateOrder(replayed.result) == ReplayCheck.gateOrder(stepped.result), "replaying \(token)")
            #expect(ScheduledProgram.outcome(replayed.result) == outcome, "replaying \(token)")
        }
    }
}
