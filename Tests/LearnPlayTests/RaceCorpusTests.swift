import Foundation
import LearnJudge
import LearnRunner
import LearnTestSupport
import LearnTrace
import Testing

@testable import LearnPlay

/// The race detector of scheduled runs (`Support/tracer_race.c`) over programs written fresh
/// (`Fixtures/RaceCorpus`) and the posts' own code (the `Fixtures/ScheduleCorpus` files that say what
/// they race on too), each with a line `// races: VARIABLE` (a data
/// race on that variable, found whatever the outcome; `a|b` either name; `VARIABLE always`: found in
/// every free run too, the two accesses made before the program can end) or `// races: none` (correct
/// synchronisation: no schedule may report one). A racy program's search stops at the first
/// schedule with its race, whose token must replay the same race; a correct one is explored within
/// one preemption, up to 60 schedules, and must report none; and so must its free runs
/// (``expectFreeRuns(_:_:_:races:)``). The schedules' outcomes, not their
/// count, are the facts: a race is a fact of the run's happens-before order.
@Suite(.tags(.swiftc), .slow) struct RaceCorpusTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path

    /// Each program's path under `Fixtures/`: every file of RaceCorpus, and the ScheduleCorpus
    /// files with a `// races:` line.
    static var programs: [String] {
        ["RaceCorpus", "ScheduleCorpus"].flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: fixtures + "/" + folder)) ?? []).filter { $0.hasSuffix(".swift") }
                .sorted().map { folder + "/" + $0 }
        }.filter { name in
            name.hasPrefix("RaceCorpus/") || (try? String(contentsOfFile: fixtures + "/" + name, encoding: .utf8)).flatMap(races) != nil
        }
    }

    static func races(_ text: String) -> String? {
        CorpusProgram.header("races", of: text)
    }

    init() { setenv("LEARN_PLAY_HANG_MS", "60", 1) }

    @Test func thereAreEnoughOfEachKind() {
        let texts = Self.programs.compactMap { try? String(contentsOfFile: Self.fixtures + "/" + $0, encoding: .utf8) }
        #expect(texts.filter { Self.races($0) == "none" }.count >= 12)
        #expect(texts.filter { Self.races($0).map { $0 != "none" } ?? false }.count >= 8)
    }

    @Test(arguments: programs) func theDetectorFindsEveryRaceAndNoOther(_ name: String) throws {
        let program = try CorpusProgram(path: Self.fixtures + "/" + name, cache: "race-corpus", saying: "races")
        defer { program.remove() }
        let (text, playground, build, expected) = (program.text, program.playground, program.build, program.says)
        var bounds = program.bounds(seconds: 30)
        // `a|b`: the gate may name the variable either way (a line that does not say it plainly).
        let always = expected.hasSuffix(" always")
        let names = expected == "none" ? [] : expected.split(separator: " ")[0].split(separator: "|").map(String.init)
        try expectFreeRuns(playground, build, name, races: names, always: always)
        if expected == "none" {
            bounds.schedules = 60
            let found = try playground.explore(build, bounds: bounds, preemptions: 1)
            #expect(found.outcomes.allSatisfy { $0.race == nil && !$0.text.hasPrefix("data race") }, "\(name):\n\(found.table)")
            return
        }
        bounds.stopAtGoal = true
        let found = try playground.explore(build, bounds: bounds, preemptions: 2) { $0.schedule?.race != nil }
        let racy = try #require(found.outcomes.first { $0.reachesGoal == true }, "\(name): no race found in\n\(found.table)")
        #expect(names.contains { racy.text.hasPrefix("data race on \($0) (") }, "\(name): \(racy.text)")
        let sentence = try #require(racy.race)
        // a gate the tracer names no variable for is told by its line ("what line 4 touches")
        #expect(names.contains { $0 == "memory" ? sentence.contains("what line ") : sentence.contains("`\($0)`") }, "\(name): \(sentence)")
        // The token replays the race: the same accesses, the same lines, every time.
        let token = try #require(racy.token)
        #expect("\(token)".count < 100, "\(name): \(token)")  // issue 32: short however long the run
        for _ in 0..<3 {
            let run = try playground.runScheduled(build, schedule: .replay(token), console: nil)
            // A Swift task's jobs are no gates yet (issue 38, item 4): which pool thread runs one,
            // and when, is the runtime's choice, so a program of tasks may replay another order.
            // Where it replays the outcome, it replays the race (its variable, its lines; its
            // threads' names may differ).
            if text.contains("await ") {
                guard ScheduledProgram.outcome(run.result) == racy.text else { continue }
                #expect(run.race.map(Self.unnamed) == Self.unnamed(sentence), "\(name): replaying \(token)")
            } else {
                // Which pool thread runs a block is libdispatch's choice: on a loaded machine a
                // block the first run gave T1 may go to a worker made meanwhile (T2). The race's
                // variable, lines and verbs are the token's to replay; its threads' names are not.
                #expect(ScheduledProgram.outcome(run.result) == racy.text, "\(name): replaying \(token)")
                #expect(run.race.map(Self.unnamed) == Self.unnamed(sentence), "\(name): replaying \(token)")
            }
        }
    }

    /// A race's sentence with its threads' names left out (`T1`, `main`).
    static func unnamed(_ sentence: String) -> String {
        sentence.replacing(/\b(T[0-9]+|main)\b/, with: "T")
    }

    /// A verify's free runs (`LEARN_PLAY_SCHEDULE=free`): the program's threads at their own pace,
    /// no scheduler, the same detector. A correct program reports no race in any; a racy one
    /// reports only its own race. Contexts are the runs of blocks and threads, not the workers that
    /// ran them, so a race nothing orders is found whichever ran first: a program whose two
    /// accesses are both made before it can end (`always`) reports it in every free run. Others
    /// may end first (`signal-too-early`: main may print and exit before the block writes).
    func expectFreeRuns(_ playground: Playground, _ build: PlayBuild, _ name: String, races names: [String], always: Bool) throws {
        var program = try playground.scheduled(build)
        program.judgesFreeRuns = true
        for run in 1...2 {
            let result = program.run(RunRequest(program: ProgramTarget(fileName: build.source.fileName)), live: { _ in })
            let race = result.schedule?.race?.outcomePart
            if names.isEmpty {
                #expect(race == nil, "\(name), free run \(run): \(race ?? "")")
            } else if let race {
                #expect(names.contains { race.hasPrefix("data race on \($0) (") }, "\(name), free run \(run): \(race)")
            } else {
                #expect(!always, "\(name), free run \(run): no race")
            }
        }
    }
}
