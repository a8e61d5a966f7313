import Foundation
import LearnJudge
import LearnLanguage
import LearnRunner
import LearnTestSupport
import Testing

@testable import LearnPlay

/// Partial-order reduction (issue 34) never costs an outcome: for programs whose bugs need a
/// precise interleaving (a check-then-act's both checks before either act, three writers' counts,
/// a lock's order), the reduced search finds every outcome the full search finds, within the same
/// preemption bound, and says it covered every class. (How many schedules each runs is no fact
/// to hold: a pool thread's start may come at another choice, and one full search of
/// class-property ran 37 schedules where it runs 44.)
@Suite(.tags(.swiftc), .slow) struct ReductionSoundnessTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/ScheduleCorpus").path

    static let racingWriters = SearchPrograms.racingWriters
    static let lockedAppend = SearchPrograms.lockedAppend(each: 2)

    /// A write the program may end before: main exits while the thread stands at it, held, so no
    /// report shows the write, and only trying that thread in place of main's last steps finds the
    /// read before the write (the race in that order). The reduced search missed it.
    static let lateWrite = """
        import Foundation
        final class Box: @unchecked Sendable { var value = 0 }
        let box = Box()
        let handed = DispatchSemaphore(value: 0)
        Thread {
            handed.signal()
            box.value = 7
        }.start()
        handed.wait()
        print("value", box.value)
        """

    static let raceCorpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/RaceCorpus").path

    /// The corpora's programs, and an actor whose withdraw awaits between its check and its write:
    /// a program of Swift tasks, reduced since its steps that hand work to the task runtime (a
    /// task made, a hop into the actor, a job queued) are reported and taken as dependent with
    /// every step; its three outcomes need the two calls to interleave at the `await`.
    static var programs: [(String, String)] {
        let files = ["balance-check.swift", "lost-update.swift", "class-property.swift"]
        let tasks = ["actor-reentrant-withdraw.swift"]
        return files.compactMap { name in (try? String(contentsOfFile: corpus + "/" + name, encoding: .utf8)).map { (name, $0) } }
            + tasks.compactMap { name in (try? String(contentsOfFile: raceCorpus + "/" + name, encoding: .utf8)).map { (name, $0) } }
            + [("racing-writers.swift", racingWriters), ("locked-append.swift", lockedAppend), ("late-write.swift", lateWrite)]
    }

    /// Outcomes alone would not show a class lost: every schedule of the locked append prints
    /// the same count. The order in which the writers took the lock is its class's mark: the
    /// reduced search takes it in every order the full search does (here without sleep sets, as
    /// ``ScheduleExplorer/Bounds`` leaves them; ``sleepSetsTakeTheLockInEveryOrder()`` has them).
    @Test func theReducedSearchTakesTheLockInEveryOrderTheFullSearchDoes() throws {
        let (playground, build, root) = try ShortTokenTests.build(Self.lockedAppend)
        defer { try? FileManager.default.removeItem(atPath: root) }
        func orders(reduction: Bool) throws -> (Set<String>, Int) {
            // the writers' appends in the order they ran: whose turn the lock was, each time
            let appends = { (result: RunResult) -> String in
                (result.schedule?.gates ?? []).filter { (gate: String) -> Bool in
                    if case .modify? = ScheduleReport.fact(ofPassed: gate) { return true }
                    return false
                }.map { String($0.prefix { $0 != ":" }) }.joined(separator: " ")
            }
            let found = try ShortTokenTests.search(playground, build, preemptions: 2, reduction: reduction, describe: appends)
            #expect(found.complete && found.reduced == reduction && found.divergent == 0)
            return (Set(found.outcomes.map(\.text)), found.schedules)
        }
        let (whole, wholeCount) = try orders(reduction: false)
        let (reduced, reducedCount) = try orders(reduction: true)
        // (one pool thread may run both blocks, `2 2 2 2`, in either search)
        #expect(whole.subtracting(reduced.union(["2 2 2 2", "3 3 3 3"])).isEmpty, "whole \(whole.sorted()), reduced \(reduced.sorted())")
        #expect(reducedCount <= wholeCount)
    }

    /// Sleep sets (on by default) keep every order in which two writers take one lock 3 times each
    /// (20: which 3 of the 6 turns are the first writer's): the program prints the order. Before
    /// a sleeper's step was read from the run testing it, they found 8 within 2 preemptions (its
    /// lock's address was another run's); before a sleeper was taken as awake where the bound
    /// may forbid the schedule standing for it, 15.
    @Test func sleepSetsTakeTheLockInEveryOrder() throws {
        let order = SearchPrograms.lockedAppend(each: 3).replacingOccurrences(
            of: #"print("items", store.items.count)"#, with: #"print(store.items.map(String.init).joined(separator: " "))"#)
        #expect(order != SearchPrograms.lockedAppend(each: 3))
        let (playground, build, root) = try ShortTokenTests.build(order)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let found = try ShortTokenTests.search(playground, build, preemptions: 2, sleepSets: true, describe: ScheduledProgram.outcome)
        #expect(found.complete && found.reduced && found.divergent == 0)
        let orders = Set(found.outcomes.map(\.text))
        #expect(orders.count == 20, "\(orders.sorted())")
        #expect(found.classes != nil)
    }

    /// `learn explore FILE`'s first search, with no preemption bound: the same program takes the
    /// lock in all 20 orders in at most 24 schedules (issue 34), and the search says it ended with
    /// no bound. Within 2 preemptions it took 56, each order almost three times.
    @Test func withNoBoundEveryLockOrderInAtMost24Schedules() throws {
        let order = SearchPrograms.lockedAppend(each: 3).replacingOccurrences(
            of: #"print("items", store.items.count)"#, with: #"print(store.items.map(String.init).joined(separator: " "))"#)
        let (playground, build, root) = try ShortTokenTests.build(order)
        defer { try? FileManager.default.removeItem(atPath: root) }
        var bounds = ScheduleExplorer.Bounds()
        bounds.wholeFirst = 100
        let found = try playground.explore(build, bounds: bounds, preemptions: 2)
        #expect(found.unbounded && found.complete && found.reduced && found.divergent == 0)
        #expect(Set(found.outcomes.map(\.text)).count == 20, "\(found.outcomes.map(\.text).sorted())")
        #expect(found.schedules <= 24, "\(found.schedules) schedules")
        // each order's token replays it: the default rule is the bounded search's
        for outcome in found.outcomes {
            let token = try #require(outcome.token)
            let run = try playground.runScheduled(build, schedule: .replay(token), console: nil)
            #expect(ScheduledProgram.outcome(run.result) == outcome.text, "\(token)")
        }
    }

    /// A search with no bound that does not end within its schedules gives way to the search
    /// within the bound, which keeps what the first found and says only what it covered.
    @Test func aSearchWithNoBoundThatDoesNotEndGivesWayToTheBound() throws {
        let (playground, build, root) = try ShortTokenTests.build(Self.racingWriters)
        defer { try? FileManager.default.removeItem(atPath: root) }
        var bounds = ScheduleExplorer.Bounds()
        bounds.wholeFirst = 3
        let found = try playground.explore(build, bounds: bounds, preemptions: 2)
        #expect(!found.unbounded && found.complete && found.reduced)
        let counts = Set(found.outcomes.compactMap { $0.text.firstMatch(of: /printed last "(count \d)"/).map { String($0.1) } })
        #expect(counts == ["count 1", "count 2", "count 3"], "\(found.outcomes.map(\.text))")
        #expect(found.outcomes.reduce(0) { $0 + $1.schedules } == found.schedules)
        // `--max-schedules` holds for the two searches together
        bounds.wholeFirst = 100
        for limit in [1, 2, 3] {
            bounds.schedules = limit
            let capped = try playground.explore(build, bounds: bounds, preemptions: 2)
            #expect(capped.schedules == limit && !capped.complete && !capped.unbounded, "\(limit): \(capped.schedules)")
        }
    }

    /// A program that orders by a sleep: main sleeps while its thread prints. The outcome where
    /// main exits first comes only where the clock moved while the thread could still go on, and
    /// is marked so; the thread's print comes in a schedule where the clock waited.
    @Test func anOutcomeOnlyASlowThreadGivesIsMarked() throws {
        let program = """
            import Foundation
            let lock = NSLock()
            var said = "hello"
            let t = Thread {
                lock.lock()
                print("got", said)
                lock.unlock()
            }
            t.start()
            lock.lock()
            said = "hi"
            lock.unlock()
            Thread.sleep(forTimeInterval: 0.5)

            """
        let (playground, build, root) = try ShortTokenTests.build(program)
        defer { try? FileManager.default.removeItem(atPath: root) }
        var bounds = ScheduleExplorer.Bounds()
        bounds.wholeFirst = 100
        let found = try playground.explore(build, bounds: bounds, preemptions: 2)
        let slow = Set(found.outcomes.filter(\.slowOnly).map(\.text))
        let onTime = Set(found.outcomes.filter { !$0.slowOnly }.map(\.text))
        #expect(found.complete)
        #expect(slow == ["finished, printed nothing"], "\(found.outcomes.map { ($0.text, $0.slowOnly) })")
        #expect(onTime.contains("printed last \"got hi\"") && onTime.count == 2, "\(onTime)")
        // its story says the clock moved early, and who could still have gone on
        let slowOne = try #require(found.outcomes.first(where: \.slowOnly)?.token)
        let run = try playground.runScheduled(build, schedule: .replay(slowOne), console: nil)
        let say = Catalogue(.en)
        let told = InterleavingStory(run.result, say: say).steps.map(\.words)
        // (the thread never ran a step, so it goes by the scheduler's number)
        #expect(told.contains { $0.hasPrefix("the clock moves early to 500 ms: ") && $0.hasSuffix(" could still go on") }, "\(told)")
    }

    @Test(arguments: programs.map(\.0)) func theReducedSearchMissesNoOutcome(_ name: String) throws {
        let text = try #require(Self.programs.first { $0.0 == name }?.1)
        let (playground, build, root) = try ShortTokenTests.build(text)
        defer { try? FileManager.default.removeItem(atPath: root) }
        var bounds = ScheduleExplorer.Bounds()
        bounds.seconds = 60
        let full = try playground.explore(build, bounds: bounds, preemptions: 2, reduction: false)
        let reduced = try playground.explore(build, bounds: bounds, preemptions: 2, reduction: true)
        let fullOutcomes = Set(full.outcomes.map(\.text)), reducedOutcomes = Set(reduced.outcomes.map(\.text))
        #expect(full.complete && reduced.complete, "\(name): both searches end within their bounds")
        #expect(!full.reduced && reduced.reduced)
        #expect(reducedOutcomes == fullOutcomes, "\(name): full \(fullOutcomes.sorted()), reduced \(reducedOutcomes.sorted())")
        // and the search with no bound first (`learn explore FILE`'s), which covers more
        bounds.wholeFirst = 100
        let first = try playground.explore(build, bounds: bounds, preemptions: 2)
        let firstOutcomes = Set(first.outcomes.map(\.text))
        #expect(
            first.complete && fullOutcomes.isSubset(of: firstOutcomes),
            "\(name): full \(fullOutcomes.sorted()), no bound first \(firstOutcomes.sorted())")
        // A race between two blocks one pool thread ran is told as two blocks, never as
        // "T1 wrote it … and T1 read it", which reads as one thread's own order.
        let oneThreadTwice = try Regex(#"(T\d+|main) (wrote|read) it at line \d+ and \1 "#)
        for race in (full.outcomes + reduced.outcomes).compactMap(\.race) {
            #expect(race.firstMatch(of: oneThreadTwice) == nil, "\(name): \(race)")
        }
    }
}
