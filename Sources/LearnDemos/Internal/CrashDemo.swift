import Dispatch
import Foundation
import LearnTrace

extension DemoCatalog {
    /// Crashes on purpose, so the runner's crash handling can be tested: two
    /// threads meet inside `append`, then one of them dies.
    static let crash = DemoSpec(
        id: "crash",
        summary: "Crashes on purpose while two threads are inside `append` (tests the crash report).",
        variants: [
            DemoVariant("abort", "one thread calls abort()", outcome: .crashes),
            DemoVariant("segv", "one thread writes through a bad pointer", outcome: .crashes),
            DemoVariant("trap", "one thread hits fatalError", outcome: .crashes),
        ],
        labels: ["append", "crash"],
        hidden: true
    ) { ctx in
        ctx.trace.mark("start")
        let queue = DispatchQueue(label: "crash.workers", attributes: .concurrent)
        let rendezvous = Rendezvous(parties: 2)
        for worker in 0..<2 {
            queue.async {
                ctx.trace.span("append") {
                    rendezvous.arrive()  // both threads are inside `append` before anyone crashes
                    if worker == 0 { crashNow(ctx) } else { rendezvous.neverReturns() }
                }
            }
        }
    }

    private static func crashNow(_ ctx: DemoContext) {
        ctx.trace.mark("crash")
        switch ctx.variant {
        case "segv":
            let bad = UnsafeMutablePointer<Int>(bitPattern: 8 + Int(ctx.seed & 0))!
            bad.pointee = 1
        case "trap":
            fatalError("the demo trapped on purpose")
        default:
            abort()
        }
    }
}
