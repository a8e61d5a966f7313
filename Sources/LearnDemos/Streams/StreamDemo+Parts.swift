// swift-format-ignore-file
import Dispatch
import LearnTrace

/// The stream, its producer on a serial GCD queue and its consumer task: the code the
/// `streams` lesson shows, region by region.
extension StreamDemo {
    /// Makes the stream with the variant's buffering policy and a termination handler that
    /// records why it ended (and, for `stop`, tells the producer to stop).
    static func makeStream(
        _ policy: AsyncStream<Int>.Continuation.BufferingPolicy, _ tally: Tally, _ ctx: DemoContext
    ) -> (AsyncStream<Int>, AsyncStream<Int>.Continuation) {
        // region: streams/make
        let (stream, continuation) = AsyncStream.makeStream(
            of: Int.self, bufferingPolicy: policy)  // .unbounded, .bufferingNewest(2)…
        continuation.onTermination = { reason in  // runs once: finished or cancelled
            ctx.trace.mark("on termination")
            ctx.result("cancelled", reason == .cancelled ? 1 : 0)
            tally.stop()                           // read by `stop`'s producer only
        }
        // endregion
        return (stream, continuation)
    }

    /// Yields `values` values on a serial queue, one every `produce_every` seconds, then
    /// finishes the stream (unless `finishes` is false: `nobody`'s sensor, which has no last
    /// value, and the `unfinished` part's producer, which forgets it).
    static func produce(
        _ continuation: AsyncStream<Int>.Continuation, finishes: Bool, _ tally: Tally,
        _ ctx: DemoContext, done: @escaping @Sendable () -> Void
    ) {
        let values = ctx.int("values")
        let every = ctx.double("produce_every")
        // region: streams/producer
        let queue = DispatchQueue(label: "producer")   // serial
        queue.async {
            for value in 1...values {
                let result = ctx.trace.span("yield") {
                    tally.yielded(value) { continuation.yield(value) }
                }
                tally.record(result)        // .enqueued, .dropped or .terminated
                ctx.sleep(every)
            }
            if finishes {
                ctx.trace.mark("finish")
                continuation.finish()       // the consumer's loop ends after the last value
            }
            done()
        }
        // endregion
    }

    /// `stop`'s producer: a sensor's, with no last value (so no `finish()`), that stops once
    /// the stream has ended instead of yielding to nobody.
    static func produceUntilStopped(
        _ continuation: AsyncStream<Int>.Continuation, _ tally: Tally, _ ctx: DemoContext,
        done: @escaping @Sendable () -> Void
    ) {
        let values = ctx.int("values")
        let every = ctx.double("produce_every")
        // region: streams/stop
        let queue = DispatchQueue(label: "producer")
        queue.async {
            for value in 1...values {
                if tally.isStopped { break }         // onTermination said: nobody reads
                let result = ctx.trace.span("yield") {
                    tally.yielded(value) { continuation.yield(value) }
                }
                tally.record(result)
                if case .terminated = result { break }  // ended since the check above
                ctx.sleep(every)
            }
            ctx.trace.mark("producer stopped")
            done()
        }
        // endregion
    }

    /// The consumer task: a `for await` over the stream, `consume_time` seconds of work per value.
    static func consume(
        _ stream: AsyncStream<Int>, _ tally: Tally, _ ctx: DemoContext,
        ended: @escaping @Sendable () -> Void
    ) -> Task<Void, Never> {
        let work = ctx.double("consume_time")
        // region: streams/consumer
        let consumer = Task {
            for await value in stream {           // suspends while nothing is there
                ctx.trace.span("receive") { tally.received(value) }
                try? await ctx.sleep(work)        // works on it; holds no thread
            }
            ctx.trace.mark("loop ended")          // after finish(), or a cancel
            ended()
        }
        // endregion
        return consumer
    }
}
