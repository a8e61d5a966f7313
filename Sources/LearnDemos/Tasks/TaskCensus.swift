import LearnTrace
import Synchronization

/// Counts the Swift tasks a demo creates, the way Instruments' Swift Tasks
/// template does: total created, alive now, and the most alive at once.
///
/// Every task the `tasks` demo creates runs its body through ``task(_:fetch:_:)``,
/// which counts it, records a span named after it (so the trace shows each task's
/// lifetime and its thread), and sets the fetch it belongs to as a task-local value.
final class TaskCensus: Sendable {
    /// The fetch (1, 2, …) the current task works for; 0 outside any fetch.
    @TaskLocal static var fetchID = 0

    let ctx: DemoContext
    private let createdCount = Atomic<Int>(0)
    private let aliveCount = Atomic<Int>(0)
    private let peakCount = Atomic<Int>(0)

    init(ctx: DemoContext) { self.ctx = ctx }

    var created: Int { createdCount.load(ordering: .relaxed) }
    var peakAlive: Int { peakCount.load(ordering: .relaxed) }

    /// Runs `body` as the counted life of the current task.
    func task<T: Sendable>(_ label: String, fetch: Int? = nil, _ body: @Sendable () async -> T) async -> T {
        createdCount.add(1, ordering: .relaxed)
        let alive = aliveCount.add(1, ordering: .relaxed).newValue
        var peak = peakCount.load(ordering: .relaxed)
        while alive > peak {
            let (exchanged, original) = peakCount.compareExchange(expected: peak, desired: alive, ordering: .relaxed)
            if exchanged { break }
            peak = original
        }
        defer { aliveCount.subtract(1, ordering: .relaxed) }
        if let fetch {
            return await Self.$fetchID.withValue(fetch) { await ctx.trace.span(label) { await body() } }
        }
        return await ctx.trace.span(label) { await body() }
    }
}
