import Dispatch
import Foundation
import LearnTrace

extension DemoCatalog {
    /// 000/E2, 000/E4, 002/E1: serial vs concurrent × sync vs async, and two deadlocks.
    static let queues = DemoSpec(
        id: "queues",
        summary: "Serial or concurrent, sync or async: who runs the task, and who waits; then two deadlocks.",
        variants: [
            DemoVariant("serial-sync", "3 tasks with sync on a serial queue"),
            DemoVariant("serial-async", "3 tasks with async on a serial queue"),
            DemoVariant("concurrent-sync", "3 tasks with sync on a concurrent queue"),
            DemoVariant("concurrent-async", "3 tasks with async on a concurrent queue"),
            DemoVariant("self-sync", "sync onto the serial queue you are running on: libdispatch traps", outcome: .crashes),
            DemoVariant("main-sync", "DispatchQueue.main.sync from the main thread: libdispatch traps", outcome: .crashes),
            DemoVariant("cross-sync", "two serial queues, each sync onto the other: a deadlock nobody detects", outcome: .hangs),
        ],
        parameters: [
            DemoParameter("tasks", .int(1...8), default: "3", help: "how many tasks to submit"),
            DemoParameter("work", .double(0.05...1), default: "0.3", help: "seconds each task works (at pace 1; below the 2 s watchdog)"),
        ],
        labels: ["submit", "task", "submitted", "outer", "sync onto self", "inner",
                 "A holds A", "A waits for B", "A in B", "B holds B", "B waits for A", "B in A"],
        watchdog: 2
    ) { ctx in
        switch ctx.variant {
        case "self-sync": QueueDeadlocks.selfSync(ctx)
        case "main-sync": QueueDeadlocks.mainSync(ctx)
        case "cross-sync": QueueDeadlocks.crossSync(ctx)
        default: QueuesDemo.fourRuns(ctx)
        }
    }
}

/// The four runs: serial or concurrent, sync or async.
enum QueuesDemo {
    static func fourRuns(_ ctx: DemoContext) {
        let kind = ctx.variant.hasPrefix("serial") ? "serial" : "concurrent"
        let sync = ctx.variant.hasSuffix("-sync")
        // region: queues/make
        let serialQueue = DispatchQueue(
            label: "com.sanghwiback.concurrencyNoThanks")
        let concurrentQueue = DispatchQueue(
            label: "com.sanghwiback.concurrencyHelpYourSelf",
            qos: .userInteractive, attributes: .concurrent)
        // endregion
        let queue = kind == "serial" ? serialQueue : concurrentQueue
        let done = DispatchGroup()   // harness: knows when every task is over
        let work = ctx.double("work")
        for number in 1...ctx.int("tasks") {
            done.enter()
            // region: queues/submit
            ctx.trace.span("submit") {               // on the main thread
                let task: @Sendable () -> Void = {
                    ctx.trace.span("task") {          // on whichever thread runs it
                        ctx.trace.say("task \(number) starts")
                        ctx.sleep(work)
                    }
                    done.leave()
                }
                if sync {
                    queue.sync(execute: task)         // wait until the task has run
                } else {
                    queue.async(execute: task)        // hand it over and go on
                }
            }
            // endregion
        }
        ctx.trace.mark("submitted")
        done.notify(queue: .main) { ctx.finish() }
    }
}
