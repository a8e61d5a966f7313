import Foundation
import LearnJudge
import LearnRunner
import LearnTestSupport
import LearnTrace
import Testing

@testable import LearnPlay

/// A Swift task's job is a gate (issue 38 item 4): `--schedule` and `explore` step tasks as they
/// step blocks, and the reduction searches a program of tasks, its steps that hand work to the
/// task runtime taken as dependent with every step.
@Suite(.tags(.swiftc), .slow) struct TaskJobGateTests {
    /// Two detached tasks append under a `Mutex`, whose calls are no gates: the order in which
    /// the tasks' jobs start is the only choice that decides the outcome, and both are found.
    static let twoTasks = """
        import Synchronization
        let order = Mutex<[String]>([])
        let a = Task.detached { order.withLock { $0.append("a") } }
        let b = Task.detached { order.withLock { $0.append("b") } }
        _ = await (a.value, b.value)
        print(order.withLock { $0.joined() })
        """

    @Test func eachTasksJobIsAGateAndEitherTaskMayGoFirst() throws {
        let (playground, build, root) = try ShortTokenTests.build(Self.twoTasks)
        defer { try? FileManager.default.removeItem(atPath: root) }
        // each outcome with the tasks whose jobs the schedule started, in order
        let describe = { (result: RunResult) -> String in
            let jobs = (result.schedule?.gates ?? []).compactMap { gate -> String? in
                if case .job(let task?) = ScheduleReport.fact(ofPassed: gate) { return String(task) }
                return nil
            }
            let printed = result.trace.output.last?.label ?? ""
            return printed + " jobs " + Set(jobs).sorted().joined(separator: ",")
        }
        let found = try ShortTokenTests.search(playground, build, preemptions: 1, describe: describe)
        let texts = Set(found.outcomes.map(\.text))
        #expect(found.complete && found.reduced, "\(texts.sorted())")
        // both detached tasks' jobs are gates in every schedule (the main task's too, when it
        // waited for them), and each order is an outcome
        #expect(texts.contains { $0.hasPrefix("ab") } && texts.contains { $0.hasPrefix("ba") }, "\(texts.sorted())")
        #expect(texts.allSatisfy { $0.hasSuffix(" jobs 2,3") || $0.hasSuffix(" jobs 1,2,3") }, "\(texts.sorted())")
    }

    /// What an `await` compiles to is no access of what its line names: the read of the callee's
    /// async function pointer (`await Task.sleep(…)` reads no `Task`) is no gate, the store of an
    /// awaited value into the task's own frame (`await producer.value` writes no
    /// `producer.value`) is the task's next step, which names no variable, and the store of a task
    /// just made (`let producer = Task { … }`) names no `Task`.
    @Test func anAwaitReadsNoTaskAndWritesNoValueItAwaited() throws {
        let program = """
            final class Box: @unchecked Sendable { var total = 0 }
            let box = Box()
            let producer = Task {
                try? await Task.sleep(for: .milliseconds(1))
                box.total += 1
            }
            await producer.value
            print("total", box.total)
            """
        let (playground, build, root) = try ShortTokenTests.build(program)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let describe = { (result: RunResult) -> String in
            let facts = (result.schedule?.gates ?? []).compactMap { ScheduleReport.fact(ofPassed: $0) }
            let wrong = facts.filter { $0.variable == "Task" || $0 == .write("producer.value") }
            return (wrong.isEmpty ? "" : "wrong: " + wrong.map(\.wire).joined(separator: ", ") + "; ")
                + (facts.contains(.taskStep) ? "task steps" : "no task step")
        }
        let found = try ShortTokenTests.search(playground, build, preemptions: 1, describe: describe)
        #expect(Set(found.outcomes.map(\.text)) == ["task steps"])
    }
}
