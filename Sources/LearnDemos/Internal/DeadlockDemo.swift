import Dispatch
import LearnTrace

extension DemoCatalog {
    /// A certain deadlock for testing the watchdog: two serial queues each
    /// hold themselves and `sync` onto the other.
    static let deadlock = DemoSpec(
        id: "deadlock",
        summary: "Two serial queues `sync` onto each other and wait forever (tests the watchdog).",
        variants: [DemoVariant("cross-sync", "A waits for B while B waits for A", outcome: .hangs)],
        labels: ["hold A", "hold B", "sync onto A", "sync onto B"],
        watchdog: 1,
        hidden: true
    ) { ctx in
        let a = DispatchQueue(label: "deadlock.A")
        let b = DispatchQueue(label: "deadlock.B")
        let bothHolding = Rendezvous(parties: 2)
        a.async {
            ctx.trace.span("hold A") {
                bothHolding.arrive()  // B is busy too: the sync below can never start
                ctx.trace.span("sync onto B") { b.sync {} }
            }
        }
        b.async {
            ctx.trace.span("hold B") {
                bothHolding.arrive()
                ctx.trace.span("sync onto A") { a.sync {} }
            }
        }
    }
}
