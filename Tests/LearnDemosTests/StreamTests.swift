import LearnRunner
import LearnTestSupport
import LearnTrace
import Testing

/// The `streams` lesson's promises: an `AsyncStream` fed by a serial GCD queue and read by a
/// task's `for await`; what its buffering policies drop (from the yields' own results); a
/// consumer cancelled while the producer goes on, or stops; a stream never finished.
@Suite("the stream demo")
struct StreamTests {
    /// The numbers of the output line that starts with `word` (`dropped 2 4 6-7`), in order.
    static func numbers(_ word: String, _ trace: Trace) -> [Int] {
        guard let line = trace.said.first(where: { $0.hasPrefix(word + " ") }) else { return [] }
        return line.dropFirst(word.count + 1).split(separator: " ").flatMap { part -> [Int] in
            let ends = part.split(separator: "-").compactMap { Int($0) }
            guard let first = ends.first, let last = ends.last, first <= last else { return [] }
            return Array(first...last)
        }
    }

    /// The lesson's parameters for the parts where a consumer goes away.
    static let cancelled = ["values": "20", "consume_time": "0.05"]

    @Test func everyValueArrivesInOrderAndTheLoopEndsAtFinish() {
        let trace = DemoRun.run("stream", "bridge").trace
        #expect(trace.value("values") == 10)
        #expect(trace.value("received") == 10)
        #expect(trace.value("enqueued") == 10)
        #expect(trace.value("dropped") == 0)
        #expect(trace.value("terminated") == 0)
        #expect(trace.value("in_order") == 1)
        #expect(Self.numbers("received", trace) == Array(1...10))
        #expect(trace.count("yield") == 10)
        #expect(trace.threads(running: "yield").count == 1, "one serial queue's block yields every value")
        #expect(trace.noneOnMain("yield"))
        #expect(trace.noneOnMain("receive"))
        #expect(trace.count("on termination") == 1)
        #expect(trace.value("cancelled") == 0, "the stream ended by finish()")
        #expect(trace.happened("finish", before: "loop ended"))
        #expect(trace.happened("on termination", before: "loop ended"))
        let peak = trace.number("peak_waiting")
        #expect((1...10).contains(peak))
        let records = TaskRecords(trace)
        #expect(records.tasks.count == 1)
        #expect(records.tasks.allSatisfy { $0.completed != nil }, "the consumer's task completed")
    }

    /// A buffering part's run, and what every policy keeps: each value is received or reported
    /// dropped, never both; what is received is in order; what the yields missed is what was dropped.
    static func buffered(_ variant: String) -> (trace: Trace, received: [Int], dropped: [Int]) {
        let trace = DemoRun.run("stream", variant).trace
        let received = numbers("received", trace), dropped = numbers("dropped", trace)
        #expect(received == received.sorted())
        #expect(Set(received).isDisjoint(with: dropped))
        #expect(Set(received + dropped) == Set(1...10))
        #expect(trace.value("missed") == trace.value("dropped"))
        return (trace, received, dropped)
    }

    /// Every value is received or reported dropped, never both; the newest value always stays.
    @Test func bufferingNewestDropsOlderValuesAndKeepsTheLast() {
        let (trace, received, dropped) = Self.buffered("newest")
        #expect(received.last == 10)
        #expect(trace.value("dropped") == dropped.count)
        #expect(dropped.allSatisfy { value in received.contains { $0 > value } }, "a newer value pushed each out")
        #expect(trace.value("cancelled") == 0)
    }

    /// A full buffer drops the value being yielded: the first value always arrives.
    @Test func bufferingOldestDropsNewValuesAndKeepsTheFirst() {
        let (_, received, dropped) = Self.buffered("oldest")
        #expect(received.first == 1)
        #expect(
            dropped.allSatisfy { value in received.filter { $0 < value }.count >= 2 },
            "the buffer held two older values when each was dropped")
    }

    /// The cancel ends the stream (reason `.cancelled`) and the loop; the producer yields on,
    /// and every yield after the end is refused.
    @Test func aCancelledConsumerLeavesTheProducerYieldingToNobody() {
        let trace = DemoRun.run("stream", "nobody", Self.cancelled).trace
        #expect(trace.count("on termination") == 1)
        #expect(trace.value("cancelled") == 1)
        #expect(trace.happened("cancel", before: "on termination"))
        #expect(trace.count("loop ended") == 1)
        #expect(trace.number("received") >= 3)
        #expect(trace.value("yielded") == 20, "nothing told the producer")
        let received = Self.numbers("received", trace), refused = Self.numbers("terminated", trace)
        #expect(received == Array(1...received.count))
        #expect(refused.count == trace.number("terminated"))
        #expect(refused.allSatisfy { value in received.allSatisfy { $0 < value } })
        #expect(trace.number("enqueued") + trace.number("terminated") == 20)
        #expect(TaskRecords(trace).tasks.allSatisfy { $0.completed != nil })
    }

    @Test func onTerminationStopsTheProducer() {
        let trace = DemoRun.run("stream", "stop", Self.cancelled).trace
        #expect(trace.count("on termination") == 1)
        #expect(trace.value("cancelled") == 1)
        #expect(trace.count("loop ended") == 1)
        #expect(trace.count("producer stopped") == 1)
        #expect(trace.number("terminated") <= 1)
        #expect(trace.number("received") >= 3)
    }

    /// No finish(): every value arrives, then the loop waits; the demo ends by itself.
    @Test func aStreamNeverFinishedLeavesTheLoopWaiting() {
        let trace = DemoRun.run("stream", "unfinished", ["values": "5", "consume_time": "0.05"]).trace
        #expect(Self.numbers("received", trace) == Array(1...5))
        #expect(trace.count("loop ended") == 0)
        #expect(trace.count("on termination") == 0)
        #expect(trace.count("still waiting") == 1)
        let records = TaskRecords(trace)
        #expect(records.tasks.count == 1)
        #expect(records.tasks.allSatisfy { $0.completed == nil }, "the consumer's task is still suspended")
    }
}
