import Dispatch
import Foundation
import LearnTrace

/// Crashes on purpose, so the runner's crash handling can be tested: two
/// threads meet inside `append`, then one of them dies.
enum CrashDemo: Demo {
    static let id = "crash"
    static let labels = ["append", "crash"]

    enum Variant: String, DemoVariantName {
        case abort
        case segv
        case trap

        var outcome: ExpectedOutcome { .crashes }
    }

    static func run(_ variant: Variant, _ ctx: DemoContext) {
        ctx.trace.mark("start")
        let queue = DispatchQueue(label: "crash.workers", attributes: .concurrent)
        let rendezvous = Rendezvous(parties: 2)
        for worker in 0..<2 {
            queue.async {
                ctx.trace.span("append") {
                    rendezvous.arrive()  // both threads are inside `append` before anyone crashes
                    if worker == 0 { crashNow(variant, ctx) } else { rendezvous.neverReturns() }
                }
            }
        }
    }

    private static func crashNow(_ variant: Variant, _ ctx: DemoContext) {
        ctx.trace.mark("crash")
        switch variant {
        case .abort:
            Foundation.abort()
        case .segv:
            let bad = UnsafeMutablePointer<Int>(bitPattern: 8 + Int(ctx.seed & 0))!
            bad.pointee = 1
        case .trap:
            fatalError("the demo trapped on purpose")
        }
    }
}
