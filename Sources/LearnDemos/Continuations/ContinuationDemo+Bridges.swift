// swift-format-ignore-file
import Dispatch
import LearnTrace

/// The bridges from the job's completion handler to `async`, one per variant.
extension ContinuationDemo {
    // region: continuations/bridge
    /// Suspends until the job's completion handler resumes the continuation.
    static func result(of job: Job, _ ctx: DemoContext) async -> Int? {
        await withCheckedContinuation { continuation in
            job.start {                                 // on the job's queue
                ctx.trace.mark("resume")
                continuation.resume(returning: job.result)  // once, when done
            }
        }
    }
    // endregion

    // region: continuations/twice
    /// 004/E4's timeout, added to the bridge: whichever comes first resumes.
    static func resultTwice(
        of job: Job, timeout: Double, _ ctx: DemoContext
    ) async -> Int? {
        await withCheckedContinuation { continuation in
            job.start {
                ctx.trace.mark("resume")
                continuation.resume(returning: job.result)
            }
            onTimeout(timeout, ctx) {               // a global queue, later
                ctx.trace.mark("timed out")
                ctx.trace.mark("resume")
                continuation.resume(returning: nil)  // …and so does the timeout
            }
        }
    }
    // endregion

    // region: continuations/once
    /// The same race, but only the first to claim the continuation resumes it.
    static func resultOnce(
        of job: Job, timeout: Double, _ ctx: DemoContext
    ) async -> Int? {
        let claimed = Locked(wrappedValue: false)
        @Sendable func resume(
            _ continuation: CheckedContinuation<Int?, Never>, _ value: Int?
        ) {
            let first = claimed.withLock { taken in
                defer { taken = true }
                return !taken
            }
            guard first else { return }              // the other one was first
            ctx.trace.mark("resume")
            continuation.resume(returning: value)
        }
        return await withCheckedContinuation { continuation in
            job.start { resume(continuation, job.result) }
            onTimeout(timeout, ctx) {
                ctx.trace.mark("timed out")
                resume(continuation, nil)
            }
        }
    }
    // endregion

    // region: continuations/early
    /// Resumes in the wrong place: right after `start`, as if it waited.
    static func resultEarly(of job: Job, _ ctx: DemoContext) async -> Int? {
        await withCheckedContinuation { continuation in
            job.start {
                ctx.trace.mark("callback")  // the job is done only here…
            }
            ctx.trace.mark("resume")
            continuation.resume(returning: job.result)  // …but we resume now
        }
    }
    // endregion
}

extension ContinuationDemo {
    /// The global queue every block of a run goes through: the job's and the timeout's.
    static let queue = TrackedQueue()

    /// `DispatchQueue.global().asyncAfter(deadline: .now() + seconds)` on the demo's clock.
    static func onTimeout(_ seconds: Double, _ ctx: DemoContext, _ body: @escaping @Sendable () -> Void) {
        queue.asyncAfter(seconds: seconds, on: ctx.clock, execute: body)
    }

    /// `DispatchQueue.global()`, counting the blocks it was given: ``pending`` is empty once
    /// each has run and let go of everything it captured, so a completion handler a job never
    /// called (and the continuation inside it) is released before the harness looks.
    final class TrackedQueue: Sendable {
        let pending = DispatchGroup()
        /// Signalled once per block given, after it counts in ``pending``.
        let given = DispatchSemaphore(value: 0)

        func asyncAfter(seconds: Double, on clock: DemoClock, execute work: @escaping @Sendable () -> Void) {
            let held = Locked<(@Sendable () -> Void)?>(wrappedValue: work)
            pending.enter()
            DispatchQueue.global().asyncAfter(seconds: seconds, on: clock) { [pending] in
                var body = held.withLock { slot in
                    defer { slot = nil }
                    return slot
                }
                body?()
                body = nil  // the block's captures are released here, before `leave`
                pending.leave()
            }
            given.signal()
        }
    }
}
