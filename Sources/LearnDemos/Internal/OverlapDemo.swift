import Dispatch
import Foundation
import LearnTrace

/// Spans whose overlap is certain (concurrent queue), impossible (serial
/// queue), or that must run on the real main thread (main queue, main
/// operation queue, main actor). Tests the trace's invariants.
enum OverlapDemo: Demo {
    static let id = "overlap"
    static let labels = ["run", "work", "main.async", "main.operation", "main.actor"]

    enum Variant: String, DemoVariantName {
        case concurrent
        case serial
        case main
    }

    static func run(_ variant: Variant, _ ctx: DemoContext) {
        ctx.trace.mark("run")
        switch variant {
        case .concurrent: overlapConcurrent(ctx)
        case .serial: overlapSerial(ctx)
        case .main: overlapMain(ctx)
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
