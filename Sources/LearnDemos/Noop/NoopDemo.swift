import LearnTrace

extension DemoCatalog {
    /// Does nothing but say so: the round trip through a demo process, measured by `learn-bench`.
    static let noop = DemoSpec(
        id: "noop",
        summary: "Records one mark and finishes (used to measure the cost of a demo process).",
        variants: [DemoVariant("plain", "one mark, then done")],
        labels: ["noop"]
    ) { ctx in
        // region: noop/plain
        ctx.trace.mark("noop")
        ctx.finish()
        // endregion
    }
}
