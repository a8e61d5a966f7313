// swift-format-ignore-file
import Dispatch
import Foundation
import LearnTrace
import Synchronization

/// Does QoS change anything on Linux? The same CPU-bound work at a high and a
/// low QoS, started together with more runnable threads than cores.
enum QoSContention {
    static func run(_ ctx: DemoContext) {
        let units = ctx.int("work")
        let workers = AvailableCPUs.count  // the affinity mask: one CPU under `taskset -c 0`
        let start = DispatchTime.now()
        let done = DispatchGroup()
        let finished = FinishOrder()
        // region: qos/contention
        for _ in 0..<workers {          // enough to keep every core busy twice
            DispatchQueue.global(qos: .background).async(group: done) {
                ctx.trace.span("low") { spin(units, ctx) }
                finished.record("low", since: start)
            }
            DispatchQueue.global(qos: .userInitiated).async(group: done) {
                ctx.trace.span("high") { spin(units, ctx) }
                finished.record("high", since: start)
            }
        }
        // endregion
        done.notify(queue: .main) {
            let (high, low) = finished.lastFinish
            ctx.result("high-ms", high)
            ctx.result("low-ms", low)
            ctx.result("high-first", high < low ? 1 : 0)
            ctx.trace.say("userInitiated work all done after \(high) ms; background after \(low) ms")
            ctx.finish()
        }
    }

    /// CPU work the optimiser cannot remove, scaled by pace like a delay, but never below
    /// `minimumSteps` (tens of milliseconds): work shorter than a few of the scheduler's time
    /// slices ends before a nice value can change who runs, at any pace.
    static func spin(_ units: Int, _ ctx: DemoContext) {
        let steps = max(minimumSteps, Int(Double(units * 2_000_000) * ctx.pace))
        var x: UInt64 = 0x9E37_79B9
        for _ in 0..<steps { x = x &* 6364136223846793005 &+ 1442695040888963407 }
        sink.store(x, ordering: .relaxed)   // keeps the loop from being optimised away
    }

    private static let sink = Atomic<UInt64>(0)
    /// About 30 ms of `spin` on a current core: several time slices of Linux's scheduler.
    static let minimumSteps = 30_000_000
}
