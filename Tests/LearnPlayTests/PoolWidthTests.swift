import Foundation
import LearnJudge
import LearnPlay
import LearnTestSupport
import LearnTrace
import Testing

/// libdispatch's pool runs at most as many blocks at once as the process has CPUs: a search on
/// this machine says when a block waited for a pool thread, so its claim names that bound.
@Suite(.tags(.swiftc), .needsToolchain)
struct PoolWidthTests {
    /// Three blocks on a global queue, the last a writer the first two read before: on a
    /// machine of at most two CPUs a pool thread runs two of them, one after the other.
    static let readers = """
        import Foundation
        var lock = pthread_rwlock_t()
        pthread_rwlock_init(&lock, nil)
        var shared = 5
        var seen = [0, 0]
        let group = DispatchGroup()
        for i in 0..<2 {
            DispatchQueue.global().async(group: group) {
                pthread_rwlock_rdlock(&lock)
                let v = shared
                pthread_rwlock_unlock(&lock)
                pthread_rwlock_wrlock(&lock)
                seen[i] = v
                pthread_rwlock_unlock(&lock)
            }
        }
        DispatchQueue.global().async(group: group) {
            pthread_rwlock_wrlock(&lock)
            shared = 7
            pthread_rwlock_unlock(&lock)
        }
        group.wait()
        print(seen)

        """

    @Test func aBlockThatWaitedForAPoolThreadIsSaid() throws {
        let (playground, build, root) = try ShortTokenTests.build(Self.readers)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = try playground.runScheduled(build, schedule: .replay(ScheduleToken(form: .deviations([]))), console: nil)
        let events = run.result.trace.events
        let threads = Set(events.filter { !$0.isMain && $0.kind == .begin && $0.value > 0 }.map(\.tid))
        let waited = ScheduleExplorer.blockWaitedForAThread(events, concurrentQueues: false)
        // a block waited exactly when fewer pool threads than blocks ran them
        #expect(
            waited == (threads.count < 3),
            "\(threads.count) threads; \(events.map { "\($0.seq) \($0.tid) \($0.kind) \($0.label) \($0.span) \($0.value) q=\($0.queue)" })")
    }

    /// Two blocks one worker ran one after the other: the second waited for a thread only when it
    /// was queued before the first ended, and a serial queue's next block waits by design.
    @Test func aSerialQueuesNextBlockDidNotWaitForAThread() {
        func event(_ seq: Int, _ tid: Int32, _ kind: EventKind, _ queue: String, span: UInt64, value: Int64 = 0) -> TraceEvent {
            TraceEvent(
                seq: seq, time: UInt64(seq), tid: tid, isMain: tid == 1, queue: queue, kind: kind, label: "async", span: span, value: value)
        }
        func run(_ first: String, _ second: String, queuedEarly: Bool) -> [TraceEvent] {
            [
                event(0, 1, .enqueue, "main", span: 1),
                event(1, 2, .begin, first, span: 10, value: 1),
                queuedEarly ? event(2, 1, .enqueue, "main", span: 2) : event(2, 2, .mark, first, span: 0),
                event(3, 2, .end, first, span: 10),
                queuedEarly ? event(4, 2, .mark, first, span: 0) : event(4, 1, .enqueue, "main", span: 2),
                event(5, 2, .begin, second, span: 11, value: 2),
                event(6, 2, .end, second, span: 11),
            ]
        }
        let global = "com.apple.root.default-qos"
        #expect(ScheduleExplorer.blockWaitedForAThread(run(global, global, queuedEarly: true), concurrentQueues: false))
        #expect(!ScheduleExplorer.blockWaitedForAThread(run(global, global, queuedEarly: false), concurrentQueues: false))
        #expect(ScheduleExplorer.blockWaitedForAThread(run("a", "b", queuedEarly: true), concurrentQueues: false))
        #expect(!ScheduleExplorer.blockWaitedForAThread(run("a", "a", queuedEarly: true), concurrentQueues: false))
        #expect(ScheduleExplorer.blockWaitedForAThread(run("a", "a", queuedEarly: true), concurrentQueues: true))
    }
}
