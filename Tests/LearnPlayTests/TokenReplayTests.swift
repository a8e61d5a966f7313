import Foundation
import LearnJudge
import LearnLanguage
import LearnRunner
import LearnSystem
import LearnTestSupport
import Testing

@testable import LearnPlay

/// Issue 34 item 4 and issue 32's "Done when": every token `learn explore FILE` prints replays its
/// outcome, started afresh as `learn play --replay` starts it, on all CPUs and pinned to one. The
/// search forks its runs from one process of the program (a zygote); a replay starts a new one:
/// whatever a process draws at random when it starts, and whatever runs after the schedule ends,
/// must not decide an outcome. Each program (`Fixtures/TokenReplay`) was written for one cause.
@Suite(.tags(.swiftc)) struct TokenReplayTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/TokenReplay").path

    init() { setenv("LEARN_PLAY_HANG_MS", "60", 1) }

    /// Explores `name`, replays each outcome's token `times` times on all CPUs and `times` times
    /// pinned to CPU 0, and returns the search's outcomes and the replays that gave another.
    static func replays(_ name: String, times: Int) throws -> (outcomes: [String], differing: [String]) {
        let program = try CorpusProgram(path: fixtures + "/" + name, cache: "token-replay")
        defer { program.remove() }
        let found = try program.playground.explore(program.build, bounds: ScheduleExplorer.Bounds(), preemptions: 2)
        var differing: [String] = []
        for outcome in found.outcomes {
            guard let token = outcome.token else { continue }
            for pinned in [false, true] {
                for _ in 0..<times {
                    let replay = { try? program.playground.runScheduled(program.build, schedule: .replay(token), console: nil) }
                    let run = pinned ? ThisProcess.pinned(to: 0, replay) ?? nil : replay()
                    let got = run.map { ScheduledProgram.outcome($0.result) } ?? "no run"
                    if got != outcome.text { differing.append("\(token)\(pinned ? " pinned" : ""): `\(outcome.text)` → `\(got)`") }
                }
            }
        }
        return (found.outcomes.map(\.text), differing)
    }

    /// Each program, and what its search finds besides its tokens' replays:
    /// - `set-order`: Swift's hashing seed. Each process drew its own, so a `Set` printed in one
    ///   order in the search's runs printed in another when replayed (old: 0 of 60 replays as
    ///   printed). One order of the set, two of the threads.
    /// - `freed-block`: glibc's cache of freed blocks writes a key drawn when the process starts
    ///   into each block freed; a program that reads a freed block (a use after free, as a race
    ///   makes one) read another number in a replay than in the search (0 of 12).
    /// - `held-at-exit`: at exit the threads held at gates were let go and ran while main ended
    ///   the process: a print or a race came or not as the kernel ran them (19 of 30). They now
    ///   stay held.
    /// - `crash-in-malloc`: a crash inside malloc (its arena's lock held) sent its report by
    ///   allocating and waited for that lock for ever: the run timed out after the watchdog's
    ///   20 s instead of crashing (with glibc's cache off, as every scheduled run has it now).
    /// - `apply-index`: `concurrentPerform`'s iterations were taken from libdispatch's counter by
    ///   the threads as the kernel ran them, so one schedule ran another iteration on each thread
    ///   (the race corpus's `perform-sum`: 8 of 12 under load). Now the order past the gate.
    /// Under `swift test` one of the five, each token replayed once each way; all under
    /// `LEARN_TESTS=all`, three times each way.
    static let programs = TestSet.sample(["set-order", "freed-block", "held-at-exit", "crash-in-malloc", "apply-index"], every: 5)

    @Test(arguments: programs) func everyTokenReplaysWhatTheSearchPrinted(_ name: String) throws {
        let (outcomes, differing) = try Self.replays(name + ".swift", times: TestSet.everyCase ? 3 : 1)
        #expect(differing.isEmpty, "\(name): \(differing)")
        switch name {
        case "set-order": #expect(outcomes.count == 2, "\(outcomes)")  // left right / right left
        case "freed-block": #expect(outcomes.count == 2 && outcomes.allSatisfy { $0.hasSuffix("untouched\"") }, "\(outcomes)")
        case "held-at-exit": #expect(outcomes.count >= 3, "\(outcomes)")
        case "apply-index": #expect(outcomes.count == 3, "\(outcomes)")  // the last write: 0, 10 or 20
        default: #expect(outcomes.count == 1 && outcomes[0].hasPrefix("crash (SIGABRT)"), "\(outcomes)")
        }
    }
}
