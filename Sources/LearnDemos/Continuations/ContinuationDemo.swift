// swift-format-ignore-file
import Dispatch
import Foundation
import LearnTrace

/// 004/E3 rebuilt the way Swift does it now: the job's completion handler, called on a
/// global queue, bridged to `async` with `withCheckedContinuation`; and the ways a bridge
/// goes wrong, each run live: resumed twice (the runtime stops the process), never resumed
/// (the runtime says so; the waiting task never goes on), resumed before the job is done.
enum ContinuationDemo: Demo {
    static let id = "continuation"
    static let parameters = [
        DemoParameter("complete_after", .double(0.5...10), default: "3", unit: "seconds"),
        DemoParameter("timeout", .double(0.1...10), default: "3.3", unit: "seconds"),
        DemoParameter("watch", .double(0.1...20), default: "1", unit: "seconds"),
    ]
    static let labels = [
        "await", "resume", "callback", "1.작업 종료", "2.대기 종료!", "timed out", "no value",
        "got", "value", "arrived", "waited_ms", "watch_ms",
    ]
    static let watchdog = 15.0

    enum Variant: String, DemoVariantName {
        case bridge
        case twice
        case once
        case never
        case early

        var outcome: ExpectedOutcome { self == .twice ? .crashes : .finishes }
    }

    static func run(_ variant: Variant, _ ctx: DemoContext) {
        let job = Job(ctx: ctx, fails: variant == .never)
        let bridge: @Sendable () async -> Int? =
            switch variant {
            case .bridge, .never: { await result(of: job, ctx) }
            case .twice: { await resultTwice(of: job, timeout: ctx.double("timeout"), ctx) }
            case .once: { await resultOnce(of: job, timeout: ctx.double("timeout"), ctx) }
            case .early: { await resultEarly(of: job, ctx) }
            }
        let arrived = DispatchSemaphore(value: 0)
        // region: continuations/usage
        Task {
            let result = await waited(ctx) { await bridge() }  // no thread waits
            ctx.trace.say("2.대기 종료!")
            ctx.trace.mark("2.대기 종료!")
            ctx.result("got", result == nil ? 0 : 1)
            ctx.result("value", result ?? 0)
            arrived.signal()
        }
        // endregion
        watch(ctx, blocks: variant == .twice || variant == .once ? 2 : 1, arrived)
    }

    /// Ends the run once every block of the job (and of a timeout) has run and the awaited
    /// value came, or once `watch` seconds more passed on the demo's clock without it: then
    /// the demo says so and finishes, and the task that awaits it is left suspended.
    static func watch(_ ctx: DemoContext, blocks: Int, _ arrived: DispatchSemaphore) {
        let watch = ctx.double("watch")
        Thread {
            for _ in 0..<blocks { queue.given.wait() }  // the bridge gave its blocks…
            queue.pending.wait()                        // …and each has run

            let came = arrived.wait(timeout: watch, on: ctx.clock) == .success
            ctx.result("arrived", came ? 1 : 0)
            let ms = Int((ctx.clock.seconds(watch) * 1000).rounded())  // on the demo's clock
            ctx.result("watch_ms", ms)
            if !came {
                ctx.trace.say("no value after \(ms) ms")
                ctx.trace.mark("no value")
            }
            ctx.finish()
        }
        .start()
    }

    /// Runs `wait` inside an `await` span and reports how long it was suspended, in
    /// milliseconds of the demo's time.
    static func waited<R>(_ ctx: DemoContext, _ wait: () async -> R) async -> R {
        let start = ctx.clock.nanoseconds
        let span = ctx.trace.begin("await")
        let result = await wait()
        ctx.trace.end(span)
        ctx.result("waited_ms", ctx.clock.milliseconds(since: start))
        return result
    }
}
