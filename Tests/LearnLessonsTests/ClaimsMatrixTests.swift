import Dispatch
import Foundation
import LearnJudge
import LearnLessons
import LearnRunner
import LearnTestSupport
import LearnTrace
import Testing

/// The claims matrix at the scale CI affords: every part of every shipped lesson at pace 0.05,
/// once on all CPUs (seed 1) and once pinned to one CPU (seed 2). `learn-bench claims` runs
/// the full matrix (paces 0.05, 1, 3; both seeds on both machine shapes).
///
/// The cells run two at a time, as a learner's machine runs one lesson beside other work;
/// sixty at once on two cores would test the machine's overload, not the lessons.
@Suite("Every sentence about a run is true of that run", .tags(.lessonPlays), .slow)
struct ClaimsMatrixTests {
    @Test("every @check holds and the text agrees with the run, on all CPUs and on one")
    func claimsHold() throws {
        let runner = DemoRunner.forTests()
        try #require(FileManager.default.isExecutableFile(atPath: runner.executable), "build the `learn` product first")
        let pinned = try #require(ClaimsMatrix.pinnedRunner(learn: runner.executable), "taskset (util-linux) pins a run to one CPU")
        let library = LessonLibrary()
        let lessons = library.ids.compactMap { library.lesson(id: $0) }
        let conditions = [ClaimsMatrix.Condition(pace: 0.05, pinned: false, seed: 1), .init(pace: 0.05, pinned: true, seed: 2)]
        let parts = lessons.flatMap { lesson in lesson.variants.map { (lesson, $0) } }
        // `swift test`: each part once, on all CPUs and pinned by turns; `LEARN_TESTS=all`: both.
        let work =
            TestSet.everyCase
            ? parts.flatMap { part in conditions.map { (part.0, part.1, $0) } }
            : parts.indices.map { (parts[$0].0, parts[$0].1, conditions[$0 % 2]) }
        let cells = Cells(count: work.count)
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            while let index = cells.take() {
                let (lesson, part, condition) = work[index]
                cells.put(index, ClaimsMatrix.play(lesson, part: part, condition, runner: runner, pinnedRunner: pinned))
            }
        }
        let played = cells.all
        #expect(played.count == work.count)
        for cell in played {
            #expect(
                cell.report.audited && cell.report.findings.isEmpty,
                "\(cell.lesson)/\(cell.part) \(cell.condition):\n\(cell.report.findings.joined(separator: "\n"))\n\(cell.report.output)")
        }
        #expect(played.flatMap(\.report.checks).count > (TestSet.everyCase ? 300 : 150), "every lesson's checks were decided")
    }

    /// Every part whose demo can be replayed, under every outcome `learn explore` finds for it
    /// (``ClaimsReplays``), each token replayed through the whole part as `--replay TOKEN` plays
    /// it: one condition (all CPUs; the part's repeated runs, never replayed, free at pace 0.05),
    /// as CI affords. `learn-bench claims` replays each token on all CPUs and pinned too.
    @Test("every explored outcome of every part, replayed through the lesson, is told truly")
    func replaysHold() throws {
        let runner = DemoRunner.forTests()
        try #require(FileManager.default.isExecutableFile(atPath: runner.executable), "build the `learn` product first")
        let library = LessonLibrary()
        // `swift test` explores every other part (`LEARN_TESTS=all` every one).
        let parts = TestSet.sample(
            library.ids.compactMap { library.lesson(id: $0) }.flatMap { lesson in lesson.variants.map { (lesson, $0) } }, every: 2)
        let explored = Explored(count: parts.count)
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            while let index = explored.take() {
                explored.put(index, ClaimsReplays.tokens(parts[index].0, part: parts[index].1, runner: runner))
            }
        }
        let found = explored.all
        let work = parts.indices.flatMap { i in found[i].map { (parts[i].0, parts[i].1, $0) } }
        // issue 32: a token stays short however long the run
        for (lesson, part, token) in work { #expect("\(token)".count < 100, "\(lesson.id)/\(part): \(token)") }
        let cells = Cells(count: work.count)
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            while let index = cells.take() {
                let (lesson, part, token) = work[index]
                let condition = ClaimsMatrix.Condition(pace: 0.05, pinned: false, seed: 1, replay: token)
                cells.put(index, ClaimsMatrix.play(lesson, part: part, condition, runner: runner, pinnedRunner: runner))
            }
        }
        let played = cells.all
        #expect(played.count == work.count)
        #expect(
            Set(work.map { "\($0.0.id)/\($0.1)" }).count >= (TestSet.everyCase ? 20 : 10),
            "the parts that can be replayed were explored: \(work.count) tokens")
        for cell in played {
            #expect(
                cell.report.audited && cell.report.findings.isEmpty,
                "\(cell.lesson)/\(cell.part) \(cell.condition):\n\(cell.report.findings.joined(separator: "\n"))\n\(cell.report.output)")
        }
    }
}

/// The matrix's cells as the two workers take and fill them.
private final class Cells: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var filled: [ClaimsMatrix.Cell?]

    init(count: Int) { filled = Array(repeating: nil, count: count) }

    func take() -> Int? {
        lock.withLock {
            guard next < filled.count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    func put(_ index: Int, _ cell: ClaimsMatrix.Cell) { lock.withLock { filled[index] = cell } }

    var all: [ClaimsMatrix.Cell] { lock.withLock { filled.compactMap { $0 } } }
}

/// Each part's explored tokens, as the two workers take parts and fill them in.
private final class Explored: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var tokens: [[ScheduleToken]]

    init(count: Int) { tokens = Array(repeating: [], count: count) }

    func take() -> Int? {
        lock.withLock {
            guard next < tokens.count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    func put(_ index: Int, _ found: [ScheduleToken]) { lock.withLock { tokens[index] = found } }

    var all: [[ScheduleToken]] { lock.withLock { tokens } }
}
