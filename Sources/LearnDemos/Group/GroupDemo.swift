// swift-format-ignore-file
import Dispatch
import Foundation
import LearnTrace

/// 000/E6 and 000/E8: DispatchGroup across queues, notify, wait(timeout:), GroupTaskModel.
enum GroupDemo: Demo {
    static let id = "group"
    static let parameters = [
        DemoParameter("cells", .int(1...10), default: "3", unit: "cells"),
        DemoParameter("broken", .int(0...10), default: "0"),
    ]
    static let labels = ["download", "parse", "update", "all done", "slow", "wait", "gave up", "timedOut",
                         "image", "check", "apply", "html", "cancelled"]

    enum Variant: String, DemoVariantName {
        case notify
        case timeout
        case model

        /// The `wait` spans block in `group.wait(timeout:)`: drawn and counted as waiting.
        var waits: [DeclaredWait] {
            switch self {
            case .notify: []
            case .timeout: [.group("wait", code: "group.wait(timeout: 0.5, on: ctx.clock)")]
            case .model: [.group("wait", code: "group.wait(timeout: seconds, on: clock)")]
            }
        }
    }

    static func run(_ variant: Variant, _ ctx: DemoContext) {
        switch variant {
        case .notify: notify(ctx)
        case .timeout: timeout(ctx)
        case .model: GroupModelRun.run(ctx)
        }
    }

    /// 000/E6: four tasks on four queues, one group, one notify.
    static func notify(_ ctx: DemoContext) {
        // region: group/notify
        let group = DispatchGroup()
        DispatchQueue.global(qos: .userInitiated).async(group: group) {
            ctx.trace.span("download") { ctx.sleep(0.4) }
        }
        DispatchQueue.global(qos: .utility).async(group: group) {
            ctx.trace.span("download") { ctx.sleep(0.6) }
        }
        let serialQueue = DispatchQueue(label: "parse")
        serialQueue.async(group: group) {
            ctx.trace.span("parse") { ctx.sleep(0.3) }
        }
        DispatchQueue.main.async(group: group) {
            ctx.trace.span("update") { ctx.sleep(0.1) }
        }
        group.notify(queue: .main) {
            ctx.trace.span("all done") { ctx.trace.say("all four tasks are done") }
            ctx.finish()
        }
        // endregion
    }

    /// 000/E6: `wait(timeout:)` returns `.timedOut` when the group is not empty in time.
    static func timeout(_ ctx: DemoContext) {
        // region: group/timeout
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            ctx.trace.span("slow") { ctx.sleep(2.0) }
        }
        let result = ctx.trace.span("wait") {          // blocks the main thread!
            group.wait(timeout: 0.5, on: ctx.clock)  // .now() + 0.5 s on the demo's clock
        }
        if result == .timedOut {
            ctx.trace.mark("gave up")
            ctx.trace.say(".timedOut: the slow task is still running")
        }
        // endregion
        ctx.result("timedOut", result == .timedOut ? 1 : 0)
        group.notify(queue: .main) { ctx.finish() }
    }
}
