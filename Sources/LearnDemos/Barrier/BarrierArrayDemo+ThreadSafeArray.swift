// swift-format-ignore-file
import Dispatch
import LearnTrace

extension BarrierArrayDemo {
    /// 004/E5: an array guarded by a queue. Reads run with `sync`; writes are sent
    /// with `async(flags: writeFlags)`: `.barrier` on a concurrent queue makes a
    /// write wait until it has the queue to itself.
    ///
    /// `@unchecked Sendable`: `storage` is guarded by `queue` in the `barrier` and
    /// `serial` variants. In `unsafe` (no barrier on a concurrent queue) writes run
    /// beside reads: a data race the lesson MEANS to show. Capacity is reserved up
    /// front so a write never moves the storage while a read is looking at it; that
    /// makes a crash unlikely, not the race defined.
    final class ThreadSafeArray: @unchecked Sendable {
        private var storage: [Int]
        private let queue: DispatchQueue
        private let writeFlags: DispatchWorkItemFlags
        private let ctx: DemoContext
        private let readTime: Double
        private let writeTime: Double

        init(queue: DispatchQueue, writeFlags: DispatchWorkItemFlags, ctx: DemoContext) {
            self.queue = queue
            self.writeFlags = writeFlags
            self.ctx = ctx
            self.readTime = ctx.double("read_time")
            self.writeTime = ctx.double("write_time")
            storage = Array(0..<8)
            for _ in 0..<ctx.int("writes") { writesEnded.enter() }
            storage.reserveCapacity(ctx.int("writes") + 8)
        }

        // region: barrier/read
        func element(at index: Int) -> Int {
            queue.sync {
                ctx.trace.span("read") {
                    ctx.sleep(readTime)  // slow on purpose: watch reads overlap
                    Gate.pass("read storage")  // where `--schedule` may stop
                    return storage[index % 8]
                }
            }
        }
        // endregion

        // region: barrier/write
        func append(_ element: Int) {
            queue.async(flags: writeFlags) {
                self.ctx.trace.span("write") {
                    Gate.pass("write storage", element)
                    self.storage.append(element)
                    self.ctx.sleep(self.writeTime)
                }
                self.writesEnded.leave()  // lets `count` wait for every write
            }
        }
        // endregion

        /// The number of elements, read after every write has run. On a global
        /// queue the barrier is ignored, so the demo counts its writes as they end.
        var count: Int {
            writesEnded.wait()
            return queue.sync(flags: .barrier) { storage.count }
        }

        /// Every write ends by leaving it (entered once per write, in `init`).
        private let writesEnded = DispatchGroup()
    }
}
