import Foundation
import LearnTestSupport
import LearnTrace
import Testing

@testable import LearnPlay

/// The benchmark's knob (`LEARN_TASK_RECORDS=off`, ``Playground/taskRecords``): the same tracer
/// with no Swift task event, its tasks' jobs still traced and named as with the records on, so
/// the difference between the two runs is what recording tasks costs.
@Suite(.tags(.swiftc), .slow) struct TaskRecordsOffTests {
    /// One group of 50 children: 51 tasks, each run at least once.
    static let group = """
        let total = await withTaskGroup(of: Int.self) { group in
            for i in 0..<50 { group.addTask { i } }
            var sum = 0
            for await value in group { sum &+= value }
            return sum
        }
        print(total)

        """

    @Test func offKeepsTheJobsAndDropsOnlyTheTaskEvents() throws {
        let home = NSTemporaryDirectory() + "task-records-off-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: home) }
        var playground = try Playground.forTests(cache: home)
        let build = try playground.build(PlaySource(path: "/tmp/group.swift", text: Self.group))
        let on = try playground.run(build)
        playground.taskRecords = false
        let off = try playground.run(build)
        #expect(on.result.status == .finished && off.result.status == .finished)
        #expect(off.trace.output.map(\.label) == ["1225"])
        #expect(on.trace.count(.task) > 0)
        #expect(off.trace.count(.task) == 0)
        // The jobs are traced alike: a span per job, named by the runtime's id of its task.
        let jobs = { (trace: Trace) in Set(trace.spans(labeled: "task").map(\.task)) }
        #expect(jobs(off.trace).count == 51)
        #expect(jobs(on.trace).count == 51)
        #expect(jobs(off.trace).allSatisfy { $0.hasPrefix("task ") })
        #expect(jobs(on.trace) == Set(TaskRecords(on.trace).tasks.map { "task \($0.id)" }))
    }
}
