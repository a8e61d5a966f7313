import Foundation
import LearnLanguage
import LearnRunner
import LearnTestSupport
import LearnTrace
import Testing

@testable import LearnJudge
@testable import LearnPlay

/// Issue 36's story of a replayed schedule, from its report's facts: every step told is one the
/// run passed, with its thread, value and line; a switch says why; the race pair is marked.
@Suite(.tags(.swiftc), .slow) struct InterleavingStoryTests {
    /// Two blocks on global queues that each add to one counter by `adding` (at line 7), unsynchronised;
    /// main waits for both and prints the count.
    static func counter(adding: String) -> String {
        """
        import Foundation
        final class Box: @unchecked Sendable { var count = 0 }
        let box = Box()
        let group = DispatchGroup()
        for _ in 0..<2 {
            DispatchQueue.global().async(group: group) {
                \(adding)
            }
        }
        group.wait()
        print("count", box.count)
        """
    }

    static let lostUpdate = counter(adding: "box.count += 1")

    /// `text` explored within `schedules` and `preemptions`, and its first outcome `matching`
    /// replayed from its token: the outcome, the replay, and the program's lines.
    static func replayed(
        _ text: String, schedules: Int, preemptions: Int, first matching: (String) -> Bool
    ) throws -> (outcome: ScheduleExplorer.Outcome, run: PlayRun, source: [String]) {
        let (playground, build, root) = try ShortTokenTests.build(text)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let found = try playground.explore(build, schedules: schedules, preemptions: preemptions)
        let outcome = try #require(found.outcomes.first { matching($0.text) }, "\(found.outcomes.map(\.text))")
        let run = try playground.runScheduled(build, schedule: .replay(try #require(outcome.token)), console: nil)
        return (outcome, run, text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }

    @Test func aLostUpdateIsToldStepByStepWithItsValuesLinesAndRace() throws {
        let (lost, run, source) = try Self.replayed(Self.lostUpdate, schedules: 200, preemptions: 2) {
            $0.hasSuffix("printed last \"count 1\"")
        }
        let say = Catalogue(.en)
        let story = InterleavingStory(run.result, say: say)
        let lines = story.lines(width: 80, source: source, say: say)
        // every line fits, and every step told is a step of the run, in order
        #expect(lines.allSatisfy { TerminalLines.columns($0) <= 80 }, "\(lines.joined(separator: "\n"))")
        #expect(story.steps.map(\.index) == story.steps.map(\.index).sorted() && story.steps.allSatisfy { $0.index <= story.total })
        #expect(story.total == run.result.schedule?.choices.count)
        // both threads read 0 and wrote 1, at line 7, and the race is marked on the accesses
        let accesses = story.steps.filter { $0.line == 7 }
        #expect(Set(accesses.map(\.thread)) == ["T1", "T2"], "\(lines.joined(separator: "\n"))")
        #expect(accesses.filter { $0.words == "reads box.count → 0" || $0.words.hasPrefix("reads box.count → 0 ") }.count == 2)
        #expect(accesses.filter { $0.words.hasPrefix("writes box.count ← 1") }.count == 2, "\(lines.joined(separator: "\n"))")
        #expect(story.steps.contains { $0.isRace })
        // the lost update needs a switch between one thread's read and its write
        #expect(story.steps.contains { $0.switchWords?.contains("a preemption here") == true }, "\(lines.joined(separator: "\n"))")
        #expect(lines.contains { $0.contains("│ box.count += 1") })
        // explore kept, of the schedules that lose the update, one with the fewest preemptions,
        // and its story: the one the token replays
        #expect(lost.preemptions == 1, "\(String(describing: lost.preemptions))")
        let kept = try #require(lost.story)
        #expect(kept.steps.map(\.words) == story.steps.map(\.words))
        // three threads (main reads the count) on a wide screen: a column each under their names;
        // at 80 columns, a line a step
        let names = { (lines: [String]) in
            lines.contains { Set($0.split(separator: " ").map(String.init)) == ["T1", "T2", "main"] }
        }
        let wide = story.lines(width: 120, source: source, say: say)
        #expect(names(wide) && wide.allSatisfy { TerminalLines.columns($0) <= 120 }, "\(wide.joined(separator: "\n"))")
        #expect(wide.contains { $0.hasSuffix("reads box.count → 1") }, "\(wide.joined(separator: "\n"))")
        #expect(wide.contains { $0.hasSuffix("11│ print(\"count\", box.count)") }, "\(wide.joined(separator: "\n"))")
        #expect(
            lines.joined(separator: " ").contains("Threads and the queues whose blocks they ran: T1 global(default), T2 global(default)"))
        #expect(!names(lines), "\(lines.joined(separator: "\n"))")
        // in Korean too, with no English left of learn's words
        let ko = InterleavingStory(run.result, say: Catalogue(.ko)).lines(width: 80, source: source, say: Catalogue(.ko))
        #expect(ko.first?.hasPrefix("실행을 한 단계씩") == true)
        #expect(
            KoreanWords.english(
                in: ko.joined(separator: "\n"),
                keeping: ["box", "count", "data", "race", "gate", "main", "preemption", "print", "global", "default"]
            ).isEmpty)
    }

    static let longLoop = counter(adding: "for _ in 0..<12 { box.count += 1 }")

    /// A story longer than a terminal is shrunk to 40 lines at 80 columns, in English and Korean:
    /// the race pair is kept, and the steps left out are said.
    @Test func aLongStoryIsShrunkToFortyLines() throws {
        let (_, run, source) = try Self.replayed(Self.longLoop, schedules: 40, preemptions: 1) { $0.contains("data race") }
        for language in [Language.en, .ko] {
            let say = Catalogue(language)
            let story = InterleavingStory(run.result, say: say)
            let whole = story.lines(width: 80, source: source, say: say, most: .max)
            let lines = story.lines(width: 80, source: source, say: say)
            let text = lines.joined(separator: "\n")
            #expect(whole.count > InterleavingStory.mostLines, "the loop's story is long enough to need shrinking: \(whole.count)")
            #expect(lines.count <= InterleavingStory.mostLines, "\(language): \(lines.count) lines\n\(text)")
            #expect(lines.allSatisfy { TerminalLines.columns($0) <= 80 }, "\(text)")
            #expect(lines.contains { $0.contains("⋮") }, "the steps left out are said: \(text)")
            let race = say(.storyRace).trimmingCharacters(in: .whitespaces)
            #expect(lines.contains { $0.contains(race) }, "the race pair is kept: \(text)")
        }
    }

    static let reentrantWithdraw = """
        actor Account {
            var balance = 100
            func withdraw(_ amount: Int) async -> Bool {
                if balance >= amount {
                    await Task.yield()
                    balance -= amount
                    return true
                }
                return false
            }
        }

        let account = Account()
        async let a = account.withdraw(80)
        async let b = account.withdraw(80)
        let (x, y) = await (a, b)
        print("withdrew", x, y, "balance", await account.balance)
        """

    /// The first outcome of ``reentrantWithdraw``'s search that overdraws the account (`balance
    /// -60`): the search stops at it.
    static func overdrawn(_ playground: Playground, _ build: PlayBuild) throws -> ScheduleExplorer.Outcome {
        var bounds = ScheduleExplorer.Bounds()
        bounds.stopAtGoal = true
        let found = try playground.explore(build, bounds: bounds, preemptions: 2) {
            ScheduledProgram.outcome($0).contains("balance -60")
        }
        return try #require(found.outcomes.first { $0.reachesGoal == true }, "\(found.outcomes.map(\.text))")
    }

    /// An actor's check and its write, an `await` apart: the story of the overdrawn account tells
    /// the program's own `var` — both checks of `balance` at line 4, then both writes at line 6
    /// with their values — before the runtime's storage and the steps the tracer cannot name, and
    /// one line tells a thread doing the same thing at the same line over and over.
    @Test func anActorsReentrancyIsToldByItsOwnVariable() throws {
        let (playground, build, root) = try ShortTokenTests.build(Self.reentrantWithdraw)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let overdrawn = try Self.overdrawn(playground, build)
        let run = try playground.runScheduled(build, schedule: .replay(try #require(overdrawn.token)), console: nil)
        let source = Self.reentrantWithdraw.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for language in [Language.en, .ko] {
            let say = Catalogue(language)
            let story = InterleavingStory(run.result, say: say)
            let lines = story.lines(width: 80, source: source, say: say)
            let text = lines.joined(separator: "\n")
            #expect(lines.count <= InterleavingStory.mostLines && lines.allSatisfy { TerminalLines.columns($0) <= 80 }, "\(text)")
            #expect(lines.filter { $0.hasSuffix("│ if balance >= amount {") }.count >= 2, "both checks are told: \(text)")
            #expect(lines.contains { $0.contains("← 20") } && lines.contains { $0.contains("← -60") }, "both writes, with values: \(text)")
            // every check told comes before the first write told
            let firstWrite = try #require(lines.firstIndex { $0.contains("← 20") || $0.contains("← -60") })
            #expect(lines.lastIndex { $0.hasSuffix("│ if balance >= amount {") }! < firstWrite, "\(text)")
        }
        #expect(InterleavingStory.variables(declaredIn: source) == ["balance"])
    }
}
