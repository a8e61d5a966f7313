import Dispatch
import LearnTrace

/// A certain deadlock for testing the watchdog: two serial queues each
/// hold themselves and `sync` onto the other.
enum DeadlockDemo: Demo {
    static let id = "deadlock"
    static let labels = ["hold A", "hold B", "sync onto A", "sync onto B"]
    static let watchdog = 1.0

    enum Variant: String, DemoVariantName {
        case crossSync = "cross-sync"
        var outcome: ExpectedOutcome { .hangs }
    }

    static func run(_ variant: Variant, _ ctx: DemoContext) {
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
