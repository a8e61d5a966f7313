import Foundation
import LearnTestSupport
import LearnTrace
import Testing

@testable import LearnPlay

/// A program of many Swift tasks played with a small cap on kept events: learn keeps at most the
/// cap, counts every event beyond it (task events and task creations apart), and still counts
/// every task the program made.
@Suite(.tags(.swiftc), .slow) struct TaskCapTests {
    /// 5 groups of 1,000 children, one after another: 5,000 tasks and the main task.
    static let many = TaskGroupsProgram.text(rounds: 5)
    static let cap = 2_000

    @Test func eventsBeyondTheCapAreCountedNotKept() throws {
        let home = NSTemporaryDirectory() + "task-cap-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: home) }
        var playground = try Playground.forTests(cache: home)
        playground.eventCapacity = Self.cap
        let build = try playground.build(PlaySource(path: "/tmp/many.swift", text: Self.many))
        let run = try playground.run(build)
        #expect(run.result.status == .finished)
        let trace = run.trace
        #expect(trace.events.count <= Self.cap)
        // Every event the tracer sent (numbered 0…) was kept or counted: the last is kept (the tail).
        let sent = try #require(trace.events.map(\.seq).max()) + 1
        #expect(trace.events.filter { $0.kind != .runtime }.count + trace.droppedEvents == sent)
        #expect(trace.droppedTaskEvents > 0 && trace.droppedTaskEvents <= trace.droppedEvents)
        // Every task was counted, its creation kept or counted beyond the cap.
        let keptCreates = trace.events.filter { $0.kind == .task && $0.label == "create" }.count
        #expect(keptCreates + trace.droppedTaskCreates == 5_001)
        #expect(TaskMetrics(trace).count(.created) == 5_001)
        // The learner is told, with the run's own count.
        let sentence = try #require(trace.taskCapSentence(unicode: true))
        #expect(sentence.split(separator: " ")[1].filter(\.isNumber) == String(trace.droppedTaskEvents))
        #expect(sentence.contains(" task events beyond the cap were counted, not kept"))
        let words = { (text: String) in text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        #expect(words(TraceView.tasks.render(trace)).contains(words(sentence)))  // wrapped at the width
        #expect(words(TraceView.summary.render(trace)).contains(words(sentence)))
    }
}
