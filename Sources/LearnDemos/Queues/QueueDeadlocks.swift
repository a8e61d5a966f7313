// swift-format-ignore-file
import Dispatch
import Foundation
import LearnTrace

/// The `queues` demo's deadlocks: two that libdispatch catches, one it cannot.
enum QueueDeadlocks {
    /// 002/E1's warning: `sync` onto the serial queue you are on. libdispatch
    /// sees that the queue is owned by the calling thread and traps (SIGILL).
    static func selfSync(_ ctx: DemoContext) {
        // region: queues/self-sync
        let serialQueue = DispatchQueue(label: "data_source_update_queue")
        serialQueue.async {
            ctx.trace.span("outer") {
                ctx.trace.span("sync onto self") {
                    serialQueue.sync {                // wait for… ourselves
                        ctx.trace.span("inner") {}
                    }
                }
            }
            ctx.finish()
        }
        // endregion
    }

    /// `DispatchQueue.main.sync` on the main thread: the same trap.
    static func mainSync(_ ctx: DemoContext) {
        // region: queues/main-sync
        ctx.trace.span("outer") {                     // on the main thread
            ctx.trace.span("sync onto self") {
                DispatchQueue.main.sync {
                    ctx.trace.span("inner") {}
                }
            }
        }
        ctx.finish()
        // endregion
    }

    /// Two serial queues, each holding itself and `sync`-ing onto the other.
    /// The handshake makes both hold their queue first, so it deadlocks every
    /// time (without it, only sometimes — which is worse).
    static func crossSync(_ ctx: DemoContext) {
        let aHolds = DispatchSemaphore(value: 0)
        let bHolds = DispatchSemaphore(value: 0)
        // region: queues/cross-sync
        let queueA = DispatchQueue(label: "A")
        let queueB = DispatchQueue(label: "B")
        queueA.async {
            ctx.trace.span("A holds A") {
                aHolds.signal(); bHolds.wait()        // both now hold their queue
                ctx.trace.span("A waits for B") {
                    queueB.sync { ctx.trace.span("A in B") {} }
                }
            }
        }
        queueB.async {
            ctx.trace.span("B holds B") {
                bHolds.signal(); aHolds.wait()
                ctx.trace.span("B waits for A") {
                    queueA.sync { ctx.trace.span("B in A") {} }
                }
            }
        }
        // endregion
    }
}
