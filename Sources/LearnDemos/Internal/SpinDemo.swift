import Dispatch
import LearnTrace

/// Busy forever without recording anything (tests the watchdog on a thread that runs, not waits).
enum SpinDemo: Demo {
    static let id = "spin"
    static let labels = ["spin"]
    static let watchdog = 1.0

    enum Variant: String, DemoVariantName {
        case busy
        var outcome: ExpectedOutcome { .hangs }
    }

    static func run(_ variant: Variant, _ ctx: DemoContext) {
        DispatchQueue.global().async {
            ctx.trace.span("spin") {
                while !ctx.isFinished {}  // nobody calls finish(): no progress, ever
            }
        }
    }
}
