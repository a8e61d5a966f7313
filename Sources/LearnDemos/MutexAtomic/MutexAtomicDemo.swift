// swift-format-ignore-file
import Dispatch
import Foundation
import LearnTrace

/// 002/E2–E3 taken to Swift 6: the data source's row count kept whole by
/// `Synchronization.Mutex`, an `Atomic`, an `NSLock` and the post's serial queue,
/// and what an `Atomic` does not promise: a check-then-act on atomics that
/// overshoots a limit with no data race, fixed by `compareExchange` or a `Mutex`.
enum MutexAtomicDemo: Demo {
    static let id = "mutex-atomic"
    static let parameters = [
        DemoParameter("writers", .int(2...8), default: "4", unit: "writers"),
        DemoParameter("updates", .int(1...200_000), default: "10000", unit: "rows"),
        DemoParameter("limit", .int(1...1_600_000), default: "20000", unit: "rows"),
        DemoParameter("window", .int(0...100_000), default: "2000", unit: "nanoseconds"),
    ]
    static let labels = [
        "update", "reloadData", "expected", "rows", "lost", "elapsed_us", "ns_per_row", "attempts", "limit", "over", "retries",
    ]
    static let watchdog = 20.0

    enum Variant: String, DemoVariantName {
        case mutex
        case atomic
        case nslock
        case serial
        case checkThenAct = "check-then-act"
        case compareExchange = "compare-exchange"
        case lockedCheck = "locked-check"

        var safety: Safety { self == .checkThenAct ? .raceCondition : .safe }
    }

    static func run(_ variant: Variant, _ ctx: DemoContext) {
        switch variant {
        case .mutex: count(ctx, MutexRows())
        case .atomic: count(ctx, AtomicRows())
        case .nslock: count(ctx, LockedRows())
        case .serial: count(ctx, QueuedRows())
        case .checkThenAct, .compareExchange, .lockedCheck: fill(variant, ctx)
        }
    }

    /// Every writer appends `updates` rows to `rowCount`; then the "UI" reports.
    static func count(_ ctx: DemoContext, _ rowCount: some RowCount) {
        let updates = ctx.int("updates")
        let expected = ctx.int("writers") * updates
        let clock = WriteClock(ctx.clock)
        let group = DispatchGroup()
        // region: mutex-atomic/writers
        write(ctx, group, clock) {
            for _ in 0..<updates { rowCount.append() }
        }
        // endregion
        group.notify(queue: .main) {
            ctx.trace.span("reloadData") {
                let rows = rowCount.rows
                ctx.result("expected", expected)
                ctx.result("rows", rows)
                ctx.result("lost", expected - rows)
                clock.report(ctx, rows: expected)
                ctx.trace.say("expected \(expected) rows, the table shows \(rows)")
            }
            ctx.finish()
        }
    }

    /// Every writer tries `updates` times to add a row to a page of `limit` rows.
    static func fill(_ variant: Variant, _ ctx: DemoContext) {
        let (updates, limit, window) = (ctx.int("updates"), ctx.int("limit"), ctx.int("window"))
        let page = Page()
        let lockedPage = LockedPage()
        let clock = WriteClock(ctx.clock)
        let group = DispatchGroup()
        write(ctx, group, clock) {
            for _ in 0..<updates {
                switch variant {
                case .compareExchange: page.appendIfRoomExchanging(limit: limit, window: window)
                case .lockedCheck: lockedPage.appendIfRoom(limit: limit, window: window)
                default: page.appendIfRoom(limit: limit, window: window)
                }
            }
        }
        group.notify(queue: .main) {
            ctx.trace.span("reloadData") {
                let rows = variant == .lockedCheck ? lockedPage.count.withLock { $0 } : page.count.load(ordering: .sequentiallyConsistent)
                ctx.result("attempts", ctx.int("writers") * updates)
                ctx.result("limit", limit)
                ctx.result("rows", rows)
                ctx.result("over", rows - limit)
                if variant == .compareExchange { ctx.result("retries", page.retries.load(ordering: .relaxed)) }
                clock.report(ctx)
                ctx.trace.say("the page's limit is \(limit); it shows \(rows)")
            }
            ctx.finish()
        }
    }

    /// Starts the writers as the race lesson's `global` part does: each on a global
    /// queue of one of three QoS classes, so they run on several threads at once.
    static func write(_ ctx: DemoContext, _ group: DispatchGroup, _ clock: WriteClock, _ rows: @escaping @Sendable () -> Void) {
        // region: mutex-atomic/write
        let qos: [DispatchQoS.QoSClass] = [.userInitiated, .default, .utility]
        for writer in 1...ctx.int("writers") {
            DispatchQueue.global(qos: qos[writer % 3]).async(group: group) {
                clock.begin()
                ctx.trace.span("update") { rows() }
                clock.end()
            }
        }
        // endregion
    }

    /// The time from the first writer's start to the last writer's end: in a free
    /// run on the monotonic clock (how long the writing took, whatever the pace);
    /// under `--schedule`, `--replay` and `explore` on the demo's clock, which only
    /// the scheduler moves, so a schedule's outcome does not depend on the machine.
    final class WriteClock: Sendable {
        private let clock: DemoClock
        private let times = Locked(wrappedValue: (first: UInt64.max, last: UInt64(0)))

        init(_ clock: DemoClock) { self.clock = clock }

        func begin() {
            let now = clock.nanoseconds
            times.withLock { $0.first = min($0.first, now) }
        }

        func end() {
            let now = clock.nanoseconds
            times.withLock { $0.last = max($0.last, now) }
        }

        /// Records `elapsed_us`, and with `rows` the time per row, `ns_per_row`.
        func report(_ ctx: DemoContext, rows: Int? = nil) {
            let nanoseconds = times.withLock { $0.last >= $0.first ? Int($0.last - $0.first) : 0 }
            ctx.result("elapsed_us", nanoseconds / 1000)
            if let rows, rows > 0 { ctx.result("ns_per_row", nanoseconds / rows) }
        }
    }
}
