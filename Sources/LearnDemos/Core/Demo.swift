import LearnTrace

/// A demo: one type per demo, listed once in ``DemoCatalog`` (or ``InternalDemos``).
///
/// Its variants are an enum, so a misspelt variant is a compile error and `run`
/// switches over every case with no `default:`. The CLI, the completer, the lesson
/// checker and the player read the names from ``spec`` — the enum is their one source.
/// (`SendableMetatype`: the spec's runner calls the type's `run` from the child's main thread.)
package protocol Demo: SendableMetatype {
    associatedtype Variant: DemoVariantName
    /// The name lessons and `learn __demo` use (`barrier-array`).
    static var id: String { get }
    static var parameters: [DemoParameter] { get }
    /// Span, mark and value labels this demo records (the checker checks lessons against them).
    static var labels: [String] { get }
    /// Seconds without a new event (at pace 1) after which the watchdog stops the run.
    static var watchdog: Double { get }
    /// Runs `variant`. Called on the child process's main thread, which pumps
    /// `RunLoop.main` after `run` returns until the demo calls `ctx.finish()`.
    static func run(_ variant: Variant, _ ctx: DemoContext)
}

/// A demo's variants: `enum Variant: String, DemoVariantName`, the raw value being
/// the name a lesson uses, in the order the variants are listed (the first is the default).
package protocol DemoVariantName: RawRepresentable<String>, CaseIterable, Sendable {
    /// What ThreadSanitizer and the lessons should say about this variant (default: safe).
    var safety: Safety { get }
    /// How a run ends when nothing goes wrong with the tool itself (default: it finishes).
    var outcome: ExpectedOutcome { get }
    /// The demo's spans around calls that block, so a hang or a trap is diagnosed (default: none).
    var waits: [DeclaredWait] { get }
}

extension DemoVariantName {
    package var safety: Safety { .safe }
    package var outcome: ExpectedOutcome { .finishes }
    package var waits: [DeclaredWait] { [] }
}

extension Demo {
    package static var parameters: [DemoParameter] { [] }
    package static var labels: [String] { [] }
    package static var watchdog: Double { 10 }

    /// The demo as the rest of the tool sees it: names, parameters, and a runner that
    /// turns the (already validated) variant name back into the enum.
    package static var spec: DemoSpec {
        DemoSpec(
            id: id,
            variants: Variant.allCases.map {
                DemoVariant(name: $0.rawValue, safety: $0.safety, outcome: $0.outcome, waits: $0.waits)
            },
            parameters: parameters, labels: labels, watchdog: watchdog
        ) { ctx in
            guard let variant = Variant(rawValue: ctx.variant) else {
                preconditionFailure("`\(id)` has no variant `\(ctx.variant)`; the runner checks names before a demo starts")
            }
            run(variant, ctx)
        }
    }
}
