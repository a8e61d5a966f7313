// swift-format-ignore-file
import Dispatch
import Foundation
import LearnTrace

/// 000/E2, 000/E4, 002/E1: serial vs concurrent × sync vs async, and two deadlocks.
enum QueuesDemo: Demo {
    static let id = "queues"
    static let parameters = [
        DemoParameter("tasks", .int(1...8), default: "3", unit: "tasks"),
        DemoParameter("work", .double(0.05...1), default: "0.3", unit: "seconds"),
    ]
    static let labels = ["submit", "task", "submitted", "outer", "sync onto self", "inner",
                         "A holds A", "A waits for B", "A in B", "B holds B", "B waits for A", "B in A"]
    static let watchdog = 2.0

    enum Variant: String, DemoVariantName {
        case serialSync = "serial-sync"
        case serialAsync = "serial-async"
        case concurrentSync = "concurrent-sync"
        case concurrentAsync = "concurrent-async"
        case selfSync = "self-sync"
        case mainSync = "main-sync"
        case crossSync = "cross-sync"

        var outcome: ExpectedOutcome {
            switch self {
            case .selfSync, .mainSync: .crashes
            case .crossSync: .hangs
            case .serialSync, .serialAsync, .concurrentSync, .concurrentAsync: .finishes
            }
        }

        /// The `sync` calls the deadlock variants block in, named by the code their regions show.
        var waits: [DeclaredWait] {
            switch self {
            case .selfSync: [.sync("sync onto self", onto: "data_source_update_queue", code: "serialQueue.sync {")]
            case .mainSync: [.sync("sync onto self", onto: "com.apple.main-thread", code: "DispatchQueue.main.sync {")]
            case .crossSync: [
                .sync("A waits for B", onto: "B", code: #"queueB.sync { ctx.trace.span("A in B") {} }"#),
                .sync("B waits for A", onto: "A", code: #"queueA.sync { ctx.trace.span("B in A") {} }"#),
            ]
            case .serialSync, .serialAsync, .concurrentSync, .concurrentAsync: []
            }
        }
    }

    static func run(_ variant: Variant, _ ctx: DemoContext) {
        switch variant {
        case .serialSync: fourRuns(ctx, serial: true, sync: true)
        case .serialAsync: fourRuns(ctx, serial: true, sync: false)
        case .concurrentSync: fourRuns(ctx, serial: false, sync: true)
        case .concurrentAsync: fourRuns(ctx, serial: false, sync: false)
        case .selfSync: QueueDeadlocks.selfSync(ctx)
        case .mainSync: QueueDeadlocks.mainSync(ctx)
        case .crossSync: QueueDeadlocks.crossSync(ctx)
        }
    }

    /// The four runs: serial or concurrent, sync or async.
    static func fourRuns(_ ctx: DemoContext, serial: Bool, sync: Bool) {
        // region: queues/make
        let serialQueue = DispatchQueue(
            label: "com.sanghwiback.concurrencyNoThanks")
        let concurrentQueue = DispatchQueue(
            label: "com.sanghwiback.concurrencyHelpYourSelf",
            qos: .userInteractive, attributes: .concurrent)
        // endregion
        let queue = serial ? serialQueue : concurrentQueue
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
