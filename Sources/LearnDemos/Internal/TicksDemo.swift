import Dispatch
import LearnTrace

/// Marks at a steady interval while the demo keeps running (measures how
/// soon each event reaches the parent).
enum TicksDemo: Demo {
    static let id = "ticks"
    static let parameters = [
        DemoParameter("count", .int(1...10_000), default: "50", unit: "marks"),
        DemoParameter("interval", .double(0.001...10), default: "0.02", unit: "seconds"),
    ]
    static let labels = ["tick"]

    enum Variant: String, DemoVariantName {
        case steady
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
