// swift-format-ignore-file
import Dispatch
import Foundation
import LearnTrace

/// 000/E5 and 000/E7: DispatchWorkItem, notify, and what cancel really cancels.
enum WorkItemDemo: Demo {
    static let id = "workitem"
    static let parameters = [
        DemoParameter("steps", .int(2...10), default: "5", unit: "steps"),
    ]
    static let labels = ["request", "ui", "first", "step", "second", "cancel", "wait", "steps-planned", "steps-done"]

    enum Variant: String, DemoVariantName {
        case notify
        case cancel
        case check
        case cancelOne = "cancel-one"
    }

    static func run(_ variant: Variant, _ ctx: DemoContext) {
        switch variant {
        case .notify: notify(ctx)
        case .cancel: cancel(ctx, checks: false, onlyFirst: false)
        case .check: cancel(ctx, checks: true, onlyFirst: false)
        case .cancelOne: cancel(ctx, checks: false, onlyFirst: true)
        }
    }

    /// 000/E5: fetch on a queue, then update the "label" on main when it is done.
    static func notify(_ ctx: DemoContext) {
        let text = Locked(wrappedValue: "")                      // shared by the two items, locked
        // region: workitem/notify
        let requestWorkItem = DispatchWorkItem {
            ctx.trace.span("request") {
                ctx.sleep(0.5)                    // the download
                text.withLock { $0 = "Let there be light" }
            }
        }
        let uiWorkItem = DispatchWorkItem {
            ctx.trace.span("ui") {
                ctx.trace.say("textLabel.text = \"\(text.withLock { $0 })\"")
            }
            ctx.finish()
        }
        requestWorkItem.notify(queue: .main, execute: uiWorkItem)
        let queue = DispatchQueue.global()
        queue.async(execute: requestWorkItem)
        // endregion
    }

    /// 000/E7: cancel a running item and a waiting one on a serial queue.
    /// `onlyFirst` (`cancel-one`): main cancels `first` alone, as 000/E8 expects that to stop `second` too.
    static func cancel(_ ctx: DemoContext, checks: Bool, onlyFirst: Bool) {
        let steps = ctx.int("steps")
        ctx.result("steps-planned", steps)
        let started = DispatchSemaphore(value: 0)   // harness: first is running…
        let cancelled = DispatchSemaphore(value: 0) // …and main has cancelled, every run
        let done = Locked(wrappedValue: 0)
        let queue = DispatchQueue(label: "serial")
        // region: workitem/cancel
        var first: DispatchWorkItem?
        first = DispatchWorkItem {
            ctx.trace.span("first") {
                for step in 1...steps {
                    if checks, first?.isCancelled == true { break } // `check`
                    ctx.trace.span("step") { ctx.sleep(0.2) }
                    done.withLock { $0 = step }
                    if step == 1 { started.signal(); cancelled.wait() } // cancel
                }
            }
        }
        let second = DispatchWorkItem {
            ctx.trace.span("second") { ctx.trace.say("second ran") }
        }
        queue.async(execute: first!)
        queue.async(execute: second)
        ctx.trace.span("wait") { started.wait() }   // first is running
        ctx.trace.span("cancel") {
            first?.cancel()                 // running: goes on unless it checks
            if !onlyFirst { second.cancel() } // not started: will never run
        }
        cancelled.signal()
        // endregion
        queue.async {                             // after first (and skipped second)
            ctx.result("steps-done", done.withLock { $0 })
            ctx.finish()
        }
    }
}
