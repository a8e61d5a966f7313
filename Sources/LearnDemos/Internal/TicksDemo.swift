import Dispatch
import LearnTrace

/// Marks at a steady interval while the demo keeps running (measures how
/// soon each event reaches the parent).
enum TicksDemo: Demo {
    static let id = "ticks"
    static let summary = "Records a `tick` mark every `interval` seconds, `count` times (measures live latency)."
    static let parameters = [
        DemoParameter("count", .int(1...10_000), default: "50", unit: "marks", help: "marks to record"),
        DemoParameter("interval", .double(0.001...10), default: "0.02", unit: "seconds", help: "time between marks at pace 1"),
    ]
    static let labels = ["tick"]

    enum Variant: String, DemoVariantName {
        case steady
        var summary: String { "one mark per interval on a worker thread" }
    }

    static func run(_ variant: Variant, _ ctx: DemoContext) {
        DispatchQueue.global().async {
            for _ in 0..<ctx.int("count") {
                ctx.sleep(ctx.double("interval"))
                ctx.trace.mark("tick")
            }
            ctx.finish()
        }
    }
}
