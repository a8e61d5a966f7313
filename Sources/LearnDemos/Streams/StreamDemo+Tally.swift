import Dispatch
import LearnTrace

extension StreamDemo {
    /// What the producer's yields returned and what the consumer's loop received, counted
    /// under one lock, and reported at the end of the run as values and two lines of output.
    final class Tally: Sendable {
        struct Counts: Sendable {
            var yielded = 0
            var enqueued = 0
            var dropped: [Int] = []
            var terminated: [Int] = []
            var received: [Int] = []
            var inOrder = true
            /// Values yielded into the stream that the loop has not received yet.
            var waiting = 0
            var peakWaiting = 0
            var stopped = false
        }

        private let counts = Locked(wrappedValue: Counts())
        private let stopAfter: Int
        private let total: Int
        /// Signalled when the loop has received `stop_after` values (or all, if fewer).
        let tookEnough = DispatchSemaphore(value: 0)
        /// Signalled when the loop has received `values` values.
        let allIn = DispatchSemaphore(value: 0)

        init(stopAfter: Int, total: Int) {
            self.stopAfter = min(stopAfter, total)
            self.total = total
        }

        /// Runs the yield under the tally's lock, so the consumer counts a value it received
        /// only after the producer counted it yielded: `waiting` never goes below zero.
        func yielded(
            _ value: Int, _ yield: () -> AsyncStream<Int>.Continuation.YieldResult
        ) -> AsyncStream<Int>.Continuation.YieldResult {
            counts.withLock { counts in
                let result = yield()
                counts.yielded += 1
                if case .enqueued = result {
                    counts.waiting += 1
                    counts.peakWaiting = max(counts.peakWaiting, counts.waiting)
                }
                return result
            }
        }

        /// Notes a yield's result: a dropped value (the oldest one waiting, or the new one) or a
        /// yield the ended stream refused.
        func record(_ result: AsyncStream<Int>.Continuation.YieldResult) {
            counts.withLock { counts in
                switch result {
                case .enqueued: counts.enqueued += 1
                case .dropped(let value): counts.dropped.append(value)
                case .terminated: counts.terminated.append(counts.yielded)
                @unknown default: break
                }
            }
        }

        func received(_ value: Int) {
            let count = counts.withLock { counts in
                if let last = counts.received.last, value <= last { counts.inOrder = false }
                counts.received.append(value)
                counts.waiting -= 1
                return counts.received.count
            }
            if count == stopAfter { tookEnough.signal() }
            if count == total { allIn.signal() }
        }

        func stop() { counts.withLock { $0.stopped = true } }
        var isStopped: Bool { counts.wrappedValue.stopped }

        /// The run's figures, as values and as the lines `received …`, `dropped …`, `refused …`.
        func report(_ ctx: DemoContext) {
            let counts = counts.wrappedValue
            ctx.result("values", total)
            ctx.result("yielded", counts.yielded)
            ctx.result("enqueued", counts.enqueued)
            ctx.result("dropped", counts.dropped.count)
            ctx.result("terminated", counts.terminated.count)
            ctx.result("received", counts.received.count)
            ctx.result("missed", total - counts.received.count)
            ctx.result("stop_after", stopAfter)
            ctx.result("buffer", ctx.int("buffer"))
            ctx.result("in_order", counts.inOrder ? 1 : 0)
            ctx.result("first", counts.received.first ?? 0)
            ctx.result("last", counts.received.last ?? 0)
            ctx.result("peak_waiting", counts.peakWaiting)
            ctx.trace.say("received \(Self.ranges(counts.received))")
            if !counts.dropped.isEmpty { ctx.trace.say("dropped \(Self.ranges(counts.dropped.sorted()))") }
            if !counts.terminated.isEmpty { ctx.trace.say("terminated \(Self.ranges(counts.terminated))") }
        }

        /// `1-3 7 9-10`: increasing runs of consecutive numbers written as ranges.
        static func ranges(_ numbers: [Int]) -> String {
            guard var start = numbers.first else { return "none" }
            var parts: [String] = []
            var end = start
            for number in numbers.dropFirst() {
                if number == end + 1 {
                    end = number
                    continue
                }
                parts.append(start == end ? "\(start)" : "\(start)-\(end)")
                start = number
                end = number
            }
            parts.append(start == end ? "\(start)" : "\(start)-\(end)")
            return parts.joined(separator: " ")
        }
    }
}
