import Dispatch
import LearnTrace

extension DemoCatalog {
    /// Marks at a steady interval while the demo keeps running (measures how
    /// soon each event reaches the parent).
    static let ticks = DemoSpec(
        id: "ticks",
        summary: "Records a `tick` mark every `interval` seconds, `count` times (measures live latency).",
        variants: [DemoVariant("steady", "one mark per interval on a worker thread")],
        parameters: [
            DemoParameter("count", .int(1...10_000), default: "50", help: "marks to record"),
            DemoParameter("interval", .double(0.001...10), default: "0.02", help: "seconds between marks at pace 1"),
        ],
        labels: ["tick"],
        hidden: true
    ) { ctx in
        DispatchQueue.global().async {
            for _ in 0..<ctx.int("count") {
                ctx.sleep(ctx.double("interval"))
                ctx.trace.mark("tick")
            }
            ctx.finish()
        }
    }
}
