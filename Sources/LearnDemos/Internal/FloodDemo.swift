import Dispatch
import LearnTrace

/// Records as many events as asked, as fast as it can (tests bounded memory and throughput).
enum FloodDemo: Demo {
    static let id = "flood"
    static let parameters = [
        DemoParameter("count", .int(1...1_000_000), default: "100000", unit: "events"),
        DemoParameter("threads", .int(1...8), default: "1", unit: "threads"),
    ]
    static let labels = ["n", "flood"]

    enum Variant: String, DemoVariantName {
        case values
    }

    static func run(_ variant: Variant, _ ctx: DemoContext) {
        let threads = ctx.int("threads"), count = ctx.int("count")
        let done = DispatchGroup()
        for t in 0..<threads {
            let share = count / threads + (t < count % threads ? 1 : 0)
            DispatchQueue.global().async(group: done) {
                for i in 0..<share { ctx.trace.value("n", i) }
            }
        }
        done.notify(queue: .main) {
            ctx.trace.mark("flood")
            ctx.finish()
        }
    }
}
