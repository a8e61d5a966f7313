import Dispatch
import LearnTrace

extension DemoCatalog {
    /// Busy forever without recording anything (tests the watchdog on a thread that runs, not waits).
    static let spin = DemoSpec(
        id: "spin",
        summary: "One thread spins forever without recording (tests the watchdog).",
        variants: [DemoVariant("busy", "spins inside `spin`", outcome: .hangs)],
        labels: ["spin"],
        watchdog: 1,
        hidden: true
    ) { ctx in
        DispatchQueue.global().async {
            ctx.trace.span("spin") {
                while !ctx.isFinished {}  // nobody calls finish(): no progress, ever
            }
        }
    }
}
