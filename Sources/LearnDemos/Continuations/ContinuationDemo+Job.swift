// swift-format-ignore-file
import Dispatch
import LearnTrace

extension ContinuationDemo {
    // region: continuations/job
    /// 004's job with a completion handler: `complete_after` seconds after
    /// `start`, a global queue finishes it, writes `result` and calls
    /// `completion`, unless the job failed.
    final class Job: Sendable {
        private let stored = Locked<Int?>(wrappedValue: nil)
        var result: Int? { stored.wrappedValue }  // read under a lock

        func start(completion: @escaping @Sendable () -> Void) {
            queue.asyncAfter(seconds: completeAfter, on: ctx.clock) { [ctx] in
                ctx.trace.say("1.작업 종료")
                ctx.trace.mark("1.작업 종료")
                if !self.fails {
                    self.stored.wrappedValue = 42
                    completion()
                }                       // failed: `completion` is never called
            }
        }
        // endregion

        /// A global queue (`DispatchQueue.global()`), tracked for the harness.
        var queue: TrackedQueue { ContinuationDemo.queue }
        let ctx: DemoContext
        let fails: Bool
        var completeAfter: Double { ctx.double("complete_after") }
        init(ctx: DemoContext, fails: Bool) { self.ctx = ctx; self.fails = fails }
    }
}
