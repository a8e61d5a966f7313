import Foundation
import LearnSystem
import LearnTrace

/// The cost of recording one event, beside the cost of one monotonic clock
/// read measured in the same run (recording includes one clock read).
struct RecordCostBench: Benchmark {
    let name = "record-cost"
    var batches = 2_000
    var perBatch = 1_000

    func run() -> [Figure] {
        let clock = clockReadCost()
        let record = recordCost()
        let flood = sustainedRate()
        return [
            Figure(name: "one monotonic clock read, median", value: Stats.ns(clock), goal: "-", met: nil),
            Figure(name: "recording one event, median", value: Stats.ns(record), goal: "≤ 60 ns", met: record <= 60),
            Figure(name: "recording / clock read", value: String(format: "%.1f×", record / clock), goal: "-", met: nil),
            Figure(
                name: "sustained rate, 1 thread, flusher draining", value: String(format: "%.1f M events/s", flood), goal: "-", met: nil),
        ]
    }

    /// Median over batches of the time per call of `MonotonicClock.now()`.
    private func clockReadCost() -> Double {
        var perCall: [Double] = []
        var sink: UInt64 = 0
        for _ in 0..<batches {
            let start = MonotonicClock.now()
            for _ in 0..<perBatch { sink &+= MonotonicClock.now() }
            perCall.append(Double(MonotonicClock.now() - start) / Double(perBatch))
        }
        if sink == 42 { print("") }  // keeps the reads from being optimised away
        return Stats.median(perCall)
    }

    /// Median over batches of the time per recorded event; the ring is emptied
    /// between batches (not timed) so the figure is the recording path alone.
    private func recordCost() -> Double {
        let tracer = Tracer(sink: DiscardSink())
        var perCall: [Double] = []
        tracer.value("warm-up", 0)
        for _ in 0..<batches {
            let start = MonotonicClock.now()
            for i in 0..<perBatch { tracer.value("n", i) }
            perCall.append(Double(MonotonicClock.now() - start) / Double(perBatch))
            tracer.flush()
        }
        return Stats.median(perCall)
    }

    /// Millions of events per second one thread can record while the flusher keeps up.
    private func sustainedRate() -> Double {
        let tracer = Tracer(sink: DiscardSink())
        let count = 2_000_000
        let start = MonotonicClock.now()
        for i in 0..<count { tracer.value("n", i) }
        tracer.flush()
        return Double(count) / (Double(MonotonicClock.now() - start) / 1e9) / 1e6
    }
}

/// Throws events away (the benchmark measures recording, not writing).
final class DiscardSink: TraceSink, Sendable {
    func receive(_ events: [TraceEvent]) {}
}
