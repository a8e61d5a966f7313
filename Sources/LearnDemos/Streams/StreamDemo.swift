// swift-format-ignore-file
import Dispatch
import Foundation
import LearnTrace

/// `AsyncStream` as a bridge from GCD to `async`: a producer on a serial queue yields values,
/// a consumer task reads them with `for await`. Its buffering policies (which values a slow
/// consumer never sees, from the yields' own results), a consumer cancelled while the producer
/// goes on (and the producer that stops), and a stream never finished (the loop waits on).
enum StreamDemo: Demo {
    static let id = "stream"
    static let parameters = [
        DemoParameter("values", .int(1...100), default: "10", unit: "values"),
        DemoParameter("produce_every", .double(0.01...5), default: "0.1", unit: "seconds"),
        DemoParameter("consume_time", .double(0.01...5), default: "0.3", unit: "seconds"),
        DemoParameter("buffer", .int(1...10), default: "2", unit: "values"),
        DemoParameter("stop_after", .int(1...5), default: "3", unit: "values"),
        DemoParameter("watch", .double(0.1...20), default: "1", unit: "seconds"),
    ]
    static let labels = [
        "yield", "receive", "finish", "loop ended", "on termination", "cancel", "producer stopped",
        "still waiting", "values", "yielded", "enqueued", "dropped", "terminated", "received", "in_order",
        "missed", "stop_after", "buffer", "first", "last", "peak_waiting", "cancelled", "watch_ms",
    ]
    static let watchdog = 30.0  // `watch` may be 20 s with no event

    enum Variant: String, DemoVariantName {
        case bridge
        case newest
        case oldest
        case nobody
        case stop
        case unfinished
    }

    static func run(_ variant: Variant, _ ctx: DemoContext) {
        let buffer = ctx.int("buffer")
        let policy: AsyncStream<Int>.Continuation.BufferingPolicy =
            switch variant {
            case .newest: .bufferingNewest(buffer)
            case .oldest: .bufferingOldest(buffer)
            case .bridge, .nobody, .stop, .unfinished: .unbounded
            }
        let tally = Tally(stopAfter: ctx.int("stop_after"), total: ctx.int("values"))
        let (stream, continuation) = makeStream(policy, tally, ctx)
        let produced = DispatchSemaphore(value: 0)
        let ended = DispatchSemaphore(value: 0)
        let consumer = consume(stream, tally, ctx) { ended.signal() }
        switch variant {
        case .stop: produceUntilStopped(continuation, tally, ctx) { produced.signal() }
        default:
            let finishes = variant != .nobody && variant != .unfinished
            produce(continuation, finishes: finishes, tally, ctx) { produced.signal() }
        }
        Thread {
            if variant == .nobody || variant == .stop { cancel(consumer, after: tally, ctx) }
            produced.wait()
            if variant == .unfinished {
                watch(ended, after: tally, ctx)
            } else {
                ended.wait()
            }
            tally.report(ctx)
            ctx.finish()
        }
        .start()
    }

    /// The consumer's owner goes away once the loop has taken `stop_after` values.
    static func cancel(_ consumer: Task<Void, Never>, after tally: Tally, _ ctx: DemoContext) {
        tally.tookEnough.wait()
        // region: streams/cancel
        ctx.trace.mark("cancel")
        consumer.cancel()            // the screen that reads the stream went away
        // endregion
    }

    /// `unfinished`: once the loop has received every value, waits `watch` seconds (on the
    /// demo's clock) for it to end; it does not, and the demo says so and ends the run.
    static func watch(_ ended: DispatchSemaphore, after tally: Tally, _ ctx: DemoContext) {
        tally.allIn.wait()
        let watch = ctx.double("watch")
        let came = ended.wait(timeout: watch, on: ctx.clock) == .success
        let ms = Int((ctx.clock.seconds(watch) * 1000).rounded())  // on the demo's clock
        ctx.result("watch_ms", ms)
        if !came {
            ctx.trace.say("the loop still waits \(ms) ms after its last value")
            ctx.trace.mark("still waiting")
        }
    }
}
