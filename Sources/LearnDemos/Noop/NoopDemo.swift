// swift-format-ignore-file
import LearnTrace

/// Does nothing but say so: the round trip through a demo process, measured by
/// `learn-bench`, and the demo of the end-to-end tests' fixture lesson.
enum NoopDemo: Demo {
    static let id = "noop"
    static let labels = ["noop"]

    enum Variant: String, DemoVariantName {
        case plain
    }

    static func run(_ variant: Variant, _ ctx: DemoContext) {
        // region: noop/plain
        ctx.trace.mark("noop")
        ctx.finish()
        // endregion
    }
}
