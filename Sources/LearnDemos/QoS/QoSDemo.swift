import CDispatch
import Dispatch
import Foundation
import LearnTrace

extension DemoCatalog {
    /// 000/E2: the QoS classes and what they do on Linux.
    static let qos = DemoSpec(
        id: "qos",
        summary: "Each QoS class: which root queue and thread it lands on, its nice value; userInteractive is not main.",
        variants: [
            DemoVariant("classes", "one block per QoS class, one after the other"),
            DemoVariant("contention", "the same CPU work at userInitiated and at background, started together"),
        ],
        parameters: [
            DemoParameter("work", .int(1...50), default: "20", help: "units of CPU work per block (contention)"),
        ],
        labels: QoSDemo.classes.map(\.name) + QoSDemo.classes.map { "nice-" + $0.name }
            + ["main", "nice-main", "high", "low", "high-first", "high-ms", "low-ms"]
    ) { ctx in
        if ctx.variant == "contention" { QoSContention.run(ctx) } else { QoSDemo.visit(0, ctx) }
    }
}

/// Visits the QoS classes in the post's table order, one at a time.
enum QoSDemo {
    static let classes: [(name: String, qos: DispatchQoS.QoSClass)] = [
        ("userInteractive", .userInteractive), ("userInitiated", .userInitiated), ("default", .default),
        ("utility", .utility), ("background", .background), ("unspecified", .unspecified),
    ]

    /// Runs class `index` on its global queue, then hops back to main for the next one.
    static func visit(_ index: Int, _ ctx: DemoContext) {
        guard index < classes.count else {
            ctx.trace.span("main") { report(name: "main", ctx) }
            ctx.finish()
            return
        }
        let (name, qos) = classes[index]
        // region: qos/visit
        DispatchQueue.global(qos: qos).async {
            ctx.trace.span(name) {
                report(name: name, ctx)
            }
            DispatchQueue.main.async { visit(index + 1, ctx) }
        }
        // endregion
    }

    /// Says which queue, thread and nice value the calling code has.
    // region: qos/report
    static func report(name: String, _ ctx: DemoContext) {
        let queue = String(cString: dispatch_queue_get_label(nil))
        let nice = ThreadFacts.nice
        ctx.result("nice-" + name, nice)
        ctx.trace.say("\(name) → \(queue)")
        ctx.trace.say("    \(ThreadFacts.current), nice \(nice)")
    }
    // endregion
}
