import Dispatch
import Foundation
import LearnTrace

extension DemoCatalog {
    /// Spans whose overlap is certain (concurrent queue), impossible (serial
    /// queue), or that must run on the real main thread (main queue, main
    /// operation queue, main actor). Tests the trace's invariants.
    static let overlap = DemoSpec(
        id: "overlap",
        summary: "Spans on a concurrent queue, a serial queue, or the main thread (tests trace invariants).",
        variants: [
            DemoVariant("concurrent", "two blocks meet inside `work` on a concurrent queue"),
            DemoVariant("serial", "three blocks run `work` one after another on a serial queue"),
            DemoVariant("main", "blocks hop to the main queue, the main operation queue and the main actor"),
        ],
        labels: ["run", "work", "main.async", "main.operation", "main.actor"],
        hidden: true
    ) { ctx in
        ctx.trace.mark("run")
        switch ctx.variant {
        case "serial": overlapSerial(ctx)
        case "main": overlapMain(ctx)
        default: overlapConcurrent(ctx)
        }
    }

    private static func overlapConcurrent(_ ctx: DemoContext) {
        let queue = DispatchQueue(label: "overlap.concurrent", attributes: .concurrent)
        let meet = Rendezvous(parties: 2)
        let done = DispatchGroup()
        for _ in 0..<2 {
            let flow = ctx.trace.enqueue("work")
            queue.async(group: done) {
                ctx.trace.span("work", flow: flow) { meet.arrive() }  // both inside `work` at once
            }
        }
        done.notify(queue: .main) { ctx.finish() }
    }

    private static func overlapSerial(_ ctx: DemoContext) {
        let queue = DispatchQueue(label: "overlap.serial")
        let done = DispatchGroup()
        for i in 0..<3 {
            let flow = ctx.trace.enqueue("work")
            queue.async(group: done) {
                ctx.trace.span("work", flow: flow) { ctx.trace.value("block", i) }
            }
        }
        done.notify(queue: .main) { ctx.finish() }
    }

    private static func overlapMain(_ ctx: DemoContext) {
        let done = DispatchGroup()
        done.enter()
        DispatchQueue.global().async {
            DispatchQueue.main.async {
                ctx.trace.span("main.async") {}
                done.leave()
            }
        }
        done.enter()
        OperationQueue.main.addOperation {
            ctx.trace.span("main.operation") {}
            done.leave()
        }
        done.enter()
        Task { @MainActor in
            ctx.trace.span("main.actor") {}
            done.leave()
        }
        done.notify(queue: .main) { ctx.finish() }
    }
}
