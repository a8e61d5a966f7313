// swift-format-ignore-file
import CDispatch
import Dispatch
import Foundation
import LearnTrace

/// 000/E2: the QoS classes and what they do on Linux.
enum QoSDemo: Demo {
    static let id = "qos"
    static let parameters = [
        DemoParameter("work", .int(1...50), default: "20", unit: "work units"),
    ]
    static var labels: [String] {
        classes.map(\.name) + classes.map { "nice-" + $0.name }
            + ["main", "nice-main", "high", "low", "high-first", "high-ms", "low-ms"]
    }

    enum Variant: String, DemoVariantName {
        case classes
        case contention
    }

    static func run(_ variant: Variant, _ ctx: DemoContext) {
        switch variant {
        case .classes: visit(0, ctx)
        case .contention: QoSContention.run(ctx)
        }
    }

    /// The QoS classes in the post's table order, visited one at a time.
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
