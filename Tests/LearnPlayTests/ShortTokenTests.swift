import Foundation
import LearnJudge
import LearnLanguage
import LearnRunner
import LearnTestSupport
import LearnTrace
import Testing

@testable import LearnPlay

/// Issue 32's short tokens on played programs: a random schedule's token is its seed and draws
/// the same choices again; a short token names ranks past 35 (runs of 60 threads); a long run's
/// explored tokens stay under 100 characters and replay, gate for gate.
@Suite(.tags(.swiftc), .slow) struct ShortTokenTests {
    /// `threads` threads, started together, that each add to one shared count `times` times, unsynchronised.
    static func program(threads: Int, times: Int) -> String {
        """
        import Foundation
        final class Box: @unchecked Sendable { var count = 0 }
        let box = Box()
        let ready = DispatchSemaphore(value: 0), start = DispatchSemaphore(value: 0), done = DispatchSemaphore(value: 0)
        for _ in 0..<\(threads) {
            Thread {
                ready.signal()
                start.wait()
                for _ in 0..<\(times) { box.count += 1 }
                done.signal()
            }.start()
        }
        for _ in 0..<\(threads) { ready.wait() }
        for _ in 0..<\(threads) { start.signal() }
        for _ in 0..<\(threads) { done.wait() }
        print("count", box.count)
        """
    }

    static func build(_ text: String) throws -> (Playground, PlayBuild, String) {
        let root = NSTemporaryDirectory() + "short-token-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let path = root + "/adds.swift"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let playground = try Playground.forTests(cache: root + "/cache")
        return (playground, try playground.build(PlaySource(path: path, text: text), mode: .scheduled), root)
    }

    /// A search of `build` as the suites that count classes make it: every schedule at no pace,
    /// up to 60 s, reduced (with sleep sets when asked) or whole, each outcome told by `describe`.
    static func search(
        _ playground: Playground, _ build: PlayBuild, preemptions: Int, reduction: Bool = true, sleepSets: Bool = false,
        describe: @escaping (RunResult) -> String
    ) throws -> ScheduleExplorer.Exploration {
        let program = try playground.scheduled(build, preemptions: preemptions)
        var base = RunRequest(program: ProgramTarget(fileName: build.source.fileName))
        base.pace = 0
        var bounds = ScheduleExplorer.Bounds()
        bounds.reduction = reduction
        bounds.sleepSets = sleepSets
        bounds.seconds = 60
        return ScheduleExplorer(runner: program).explore(base, labels: [], bounds: bounds, describe: describe)
    }

    /// One random schedule of the build, drawn from `seed`.
    static func random(_ playground: Playground, _ build: PlayBuild, seed: UInt64) throws -> RunResult {
        var program = try playground.scheduled(build)
        program.randomSeed = seed
        var request = RunRequest(program: ProgramTarget(fileName: build.source.fileName))
        request.schedule = .explore(prefix: nil)
        return program.run(request, live: { _ in })
    }

    @Test func aRandomSchedulesTokenIsItsSeedAndDrawsTheSameChoices() throws {
        let (playground, build, root) = try Self.build(Self.program(threads: 3, times: 30))
        defer { try? FileManager.default.removeItem(atPath: root) }
        let drawn = try Self.random(playground, build, seed: 4182)
        let report = try #require(drawn.schedule)
        #expect(report.token?.description == "r4182")
        #expect(report.choices.count > 90)
        for _ in 0..<3 {
            let replayed = try playground.runScheduled(build, schedule: .replay(ScheduleToken(form: .seed(4182))), console: nil)
            #expect(replayed.result.schedule?.choices == report.choices)
            #expect(ScheduledProgram.outcome(replayed.result) == ScheduledProgram.outcome(drawn))
        }
    }

    /// Step mode's learner who lets the main thread go while it can (so every thread stands at a
    /// gate), then the thread with the highest number: ranks past 35.
    final class MainThenLast: ScheduleConsole, @unchecked Sendable {  // one run asks at a time
        func decide(_ decision: ScheduleDecision) -> ScheduleAnswer {
            if let main = decision.threads.first(where: { $0.isMain && $0.state == .atGate }) { return .go(main.number) }
            return decision.choices.max().map(ScheduleAnswer.go) ?? .auto
        }
        func ended(_ result: RunResult) {}
    }

    @Test func aShortTokenNamesRanksPast35() throws {
        let (playground, build, root) = try Self.build(Self.program(threads: 60, times: 2))
        defer { try? FileManager.default.removeItem(atPath: root) }
        let stepped = try playground.runScheduled(build, schedule: .step, console: MainThenLast())
        let report = try #require(stepped.result.schedule)
        #expect((report.choices.max() ?? 0) > 35)
        let token = try #require(report.token)
        #expect(!"\(token)".contains("?") && ScheduleToken(parsing: "\(token)") == token, "\(token)")
        let replayed = try playground.runScheduled(build, schedule: .replay(token), console: nil)
        #expect(replayed.result.schedule?.mismatch == nil)
        #expect(replayed.result.schedule?.choices == report.choices)
        #expect(ReplayCheck.gateOrder(replayed.result) == ReplayCheck.gateOrder(stepped.result))
    }

    @Test func aLongRunsExploredTokensStayShortAndReplay() throws {
        let (playground, build, root) = try Self.build(Self.program(threads: 2, times: 100))
        defer { try? FileManager.default.removeItem(atPath: root) }
        let found = try playground.explore(build, schedules: 12, preemptions: 2)
        #expect(!found.outcomes.isEmpty)
        for outcome in found.outcomes {
            let token = try #require(outcome.token)
            #expect("\(token)".count < 100, "\(token)")
            let replayed = try playground.runScheduled(build, schedule: .replay(token), console: nil)
            #expect(ScheduledProgram.outcome(replayed.result) == outcome.text, "replaying \(token)")
            #expect(replayed.result.schedule?.followed(token) == true, "replaying \(token)")
        }
    }

    @Test func aTokenOfAnotherRunStopsWithASentence() throws {
        let (playground, build, root) = try Self.build(Self.program(threads: 2, times: 3))
        defer { try? FileManager.default.removeItem(atPath: root) }
        // the first choice names thread 25, or the clock with no timer set; a later one lies past the run's end
        for text in ["sAZ", "sAA", "szzzBB"] {
            let token = try #require(ScheduleToken(parsing: text))
            let replayed = try playground.runScheduled(build, schedule: .replay(token), console: nil)
            let mismatch = ScheduleMismatch(wire: replayed.result.schedule?.mismatch ?? "")
            #expect(mismatch.words(Catalogue(.en)).hasSuffix("the token was made for another program"), "\(text): \(mismatch)")
            #expect(mismatch.words(Catalogue(.ko)).hasSuffix("다른 프로그램으로 만든 token입니다"), "\(text): \(mismatch)")
        }
    }
}
