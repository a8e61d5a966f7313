import Foundation
import LearnJudge
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

    static let racingWriters = """
        import Foundation
        final class Box: @unchecked Sendable { var count = 0 }
        let box = Box()
        let group = DispatchGroup()
        for _ in 0..<3 {
            DispatchQueue.global().async(group: group) { box.count += 1 }
        }
        group.wait()
        print("count", box.count)
        """

    static let lockedAppend = """
        import Foundation
        final class Store: @unchecked Sendable { var items: [Int] = [] }
        let store = Store()
        let lock = NSLock()
        let group = DispatchGroup()
        for writer in 0..<2 {
            DispatchQueue.global().async(group: group) {
                for k in 0..<2 {
                    lock.lock()
                    store.items.append(writer * 10 + k)
                    lock.unlock()
                }
            }
        }
        group.wait()
        print("items", store.items.count)
        """

    static var programs: [(String, String)] {
        let files = ["balance-check.swift", "lost-update.swift", "class-property.swift"]
        return files.compactMap { name in (try? String(contentsOfFile: corpus + "/" + name, encoding: .utf8)).map { (name, $0) } }
            + [("racing-writers.swift", racingWriters), ("locked-append.swift", lockedAppend)]
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
        // A race between two blocks one pool thread ran is told as two blocks, never as
        // "T1 wrote it … and T1 read it", which reads as one thread's own order.
        let oneThreadTwice = try Regex(#"(T\d+|main) (wrote|read) it at line \d+ and \1 "#)
        for race in (full.outcomes + reduced.outcomes).compactMap(\.race) {
            #expect(race.firstMatch(of: oneThreadTwice) == nil, "\(name): \(race)")
        }
    }
}
