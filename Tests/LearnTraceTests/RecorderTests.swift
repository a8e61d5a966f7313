import Dispatch
import Foundation
import LearnSystem
import LearnTestSupport
import Testing

@testable import LearnTrace

/// The recorder's promises, checked on real threads: nothing lost, one
/// sequence, each thread's events in its own order, spans paired.
@Suite struct RecorderTests {
    /// Runs `body(i)` on `count` fresh threads at once and waits for all of them.
    private func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        let done = DispatchGroup()
        for i in 0..<count {
            done.enter()
            Thread {
                body(i)
                done.leave()
            }.start()
        }
        done.wait()
    }

    @Test func everyEventArrivesOnceWithOneSequence() {
        let sink = MemorySink()
        let tracer = Tracer(sink: sink, ringCapacity: 8)  // tiny rings: producers must wait for room
        let threads = 8, perThread = 2_000
        onThreads(threads) { t in
            for i in 0..<perThread { tracer.value("t\(t)", i) }
        }
        tracer.flush()
        let events = sink.events
        #expect(events.count == threads * perThread)
        #expect(events.map(\.seq) == Array(0..<events.count))
        #expect(tracer.droppedEvents == 0)
    }

    @Test func eventsOfThreadsThatExitAreKept() {
        let sink = MemorySink()
        let tracer = Tracer(sink: sink, ringCapacity: 16)
        for round in 0..<20 {
            onThreads(4) { t in
                for i in 0..<100 { tracer.value("r\(round)t\(t)", i) }
            }
        }
        tracer.flush()
        #expect(sink.events.count == 20 * 4 * 100)
        #expect(tracer.droppedEvents == 0)
    }

    @Test func eachThreadsEventsKeepItsOrder() {
        let sink = MemorySink()
        let tracer = Tracer(sink: sink, ringCapacity: 64)
        onThreads(6) { t in
            for i in 0..<1_000 { tracer.value("t\(t)", i) }
        }
        tracer.flush()
        let byThread = Dictionary(grouping: sink.events, by: \.tid)
        #expect(byThread.count == 6)
        for (_, events) in byThread {
            #expect(events.map(\.value) == (0..<1_000).map(Int64.init))
            #expect(zip(events, events.dropFirst()).allSatisfy { $0.time <= $1.time })
        }
    }

    @Test func spansPairUpWithIDsUniqueAcrossThreads() {
        let sink = MemorySink()
        let tracer = Tracer(sink: sink)
        onThreads(4) { _ in
            for _ in 0..<100 { tracer.span("work") { tracer.mark("inside") } }
        }
        tracer.flush()
        let begins = sink.events.filter { $0.kind == .begin }
        let ends = sink.events.filter { $0.kind == .end }
        #expect(begins.count == 400)
        #expect(Set(begins.map(\.span)).count == 400)
        #expect(Set(begins.map(\.span)) == Set(ends.map(\.span)))
        let trace = Trace(events: sink.events)
        #expect(trace.spans.allSatisfy { $0.finished && $0.label == "work" })
    }

    @Test func flowIDsLinkEnqueueToTheSpanThatRuns() {
        let sink = MemorySink()
        let tracer = Tracer(sink: sink)
        let queue = DispatchQueue(label: "recorder.flow")
        let flow = tracer.enqueue("job")
        queue.sync { tracer.span("job", flow: flow) {} }
        tracer.flush()
        let enqueue = sink.events.first { $0.kind == .enqueue }
        let begin = sink.events.first { $0.kind == .begin }
        #expect(enqueue?.span == flow)
        #expect(begin.map { UInt64(bitPattern: $0.value) } == flow)
    }

    @Test func queueLabelsFollowTheCurrentQueue() {
        let sink = MemorySink()
        let tracer = Tracer(sink: sink)
        for name in ["recorder.a", "recorder.b", "recorder.a"] {
            DispatchQueue(label: name).sync { tracer.mark(name) }
        }
        DispatchQueue.global().sync { tracer.mark("global") }
        tracer.flush()
        let queues = sink.events.map { "\($0.label)=\($0.queue)" }
        #expect(queues.prefix(3) == ["recorder.a=recorder.a", "recorder.b=recorder.b", "recorder.a=recorder.a"])
        #expect(sink.events.last?.queue.hasPrefix("com.apple.root.") == true)
    }

    /// Named by the runtime's id (`task 12`), as the task records name them.
    @Test func tasksAreNamedByTheRuntimesId() async {
        let sink = MemorySink()
        let tracer = Tracer(sink: sink)
        await Task.detached { tracer.mark("first") }.value
        await Task.detached {
            tracer.mark("second")
            tracer.mark("second again")
        }.value
        onThreads(1) { _ in tracer.mark("no task") }
        tracer.flush()
        let task = Dictionary(uniqueKeysWithValues: sink.events.map { ($0.label, $0.task) })
        let first = task["first"] ?? "", second = task["second"] ?? ""
        #expect(first.hasPrefix("task ") && first.dropFirst(5).allSatisfy(\.isNumber))
        #expect(second.hasPrefix("task ") && second != first)
        #expect(task["second again"] == second)
        #expect(task["no task"] == "")
    }

    @Test func threadIdentityIsCarriedOnEveryEvent() {
        let sink = MemorySink()
        let tracer = Tracer(sink: sink)
        let done = DispatchSemaphore(value: 0)
        Thread {
            OSThread.setName("named-thread")  // the OS name (Foundation's `name` may not reach the OS)
            tracer.mark("hello")
            done.signal()
        }.start()
        done.wait()
        tracer.flush()
        let e = sink.events.first
        #expect((e?.tid ?? 0) > 0)
        #expect(e?.isMain == false)
        #expect(e?.threadName == "named-thread")
    }
}
