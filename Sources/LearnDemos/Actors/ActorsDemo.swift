// swift-format-ignore-file
import Dispatch
import Foundation
import LearnTrace

/// 002/E2–E3 and 003: the data source written from many threads, kept safe three
/// ways — a serial queue, a lock, an actor. Each loses no update, and no two
/// writes ever overlap.
enum ActorsDemo: Demo {
    static let id = "actors"
    static let parameters = [
        DemoParameter("writers", .int(2...8), default: "4", unit: "writers"),
        DemoParameter("updates", .int(10...2000), default: "250", unit: "updates"),
    ]
    static let labels = ["writer", "write", "reload", "expected", "rows", "lost", "read-state", "suspended", "write-state", "call"]
    static let watchdog = 5.0

    enum Variant: String, DemoVariantName {
        case serialQueue = "serial-queue"
        case lock
        case actor
        case waiting
        case reentrant
    }

    static func run(_ variant: Variant, _ ctx: DemoContext) {
        switch variant {
        case .serialQueue: DispatchQueue.global().async { withSerialQueue(ctx) }
        case .lock: DispatchQueue.global().async { withLock(ctx) }
        case .actor: Task.detached { await withActor(ctx) }
        case .waiting: Task.detached { await withBusyActor(ctx) }
        case .reentrant: Task.detached { await withReentrantActor(ctx) }
        }
    }

    /// On the main thread: the "table view" reloads with the final count.
    static func reload(_ ctx: DemoContext, count: Int) {
        let expected = ctx.int("writers") * ctx.int("updates")
        ctx.trace.span("reload") {
            ctx.trace.say("\(count) rows after \(expected) updates")
        }
        ctx.result("expected", expected)
        ctx.result("rows", count)
        ctx.result("lost", expected - count)
        ctx.finish()
    }

    /// The writers of the queue and lock versions: each appends its updates at once with the others.
    static func write(_ ctx: DemoContext, append: @Sendable (String) -> Void) {
        let updates = ctx.int("updates")
        DispatchQueue.concurrentPerform(iterations: ctx.int("writers")) { writer in
            ctx.trace.span("writer") {
                for n in 0..<updates {
                    ctx.sleep(0.002)  // the next response arrives
                    append("\(writer).\(n)")
                }
            }
        }
    }

    static func withSerialQueue(_ ctx: DemoContext) {
        let model = QueueViewModel(ctx: ctx)
        write(ctx, append: model.append)
        model.dataSourceUpdateQueue.async {
            let count = model.dataSource.count
            DispatchQueue.main.async { reload(ctx, count: count) }
        }
    }

    static func withLock(_ ctx: DemoContext) {
        let model = LockedViewModel(ctx: ctx)
        write(ctx, append: model.append)
        let count = model.count
        DispatchQueue.main.async { reload(ctx, count: count) }
    }

    static func withActor(_ ctx: DemoContext) async {
        let store = DataSource(ctx: ctx)
        let updates = ctx.int("updates")
        // region: actors/writers
        await withTaskGroup(of: Void.self) { group in
            for writer in 0..<ctx.int("writers") {
                group.addTask {
                    await ctx.trace.span("writer") {
                        for n in 0..<updates {
                            try? await ctx.sleep(0.002)  // the next response arrives
                            await store.append("\(writer).\(n)")
                        }
                    }
                }
            }
        }
        let count = await store.dataSource.count
        await MainActor.run { reload(ctx, count: count) }
        // endregion
    }
}

extension ActorsDemo {
    /// `writers` calls of `addRow()` at once; each adds one row, so `expected` is `writers`.
    static func withReentrantActor(_ ctx: DemoContext) async {
        let calls = ctx.int("writers")
        let counter = RowCounter(server: RowServer(calls: calls, ctx: ctx), ctx: ctx)
        // region: actors/reentrant-calls
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<calls {
                group.addTask { await counter.addRow() }
            }
        }
        let count = await counter.count
        // endregion
        ctx.result("expected", calls)
        ctx.result("rows", count)
        ctx.result("lost", calls - count)
        ctx.finish()
    }

    // region: actors/reentrant
    /// Reads its state, awaits a download, then writes what it read plus one.
    /// At the `await` the actor is free: other calls run in between.
    actor RowCounter {
        private(set) var count = 0

        func addRow() async {
            let before = ctx.trace.span("read-state") { count }
            let suspended = ctx.trace.begin("suspended")
            await server.fetchRow()          // the download: the actor is free
            ctx.trace.end(suspended)
            ctx.trace.span("write-state") {
                count = before + 1           // `before` may be stale by now
            }
        }

        let server: RowServer
        let ctx: DemoContext
        init(server: RowServer, ctx: DemoContext) { self.server = server; self.ctx = ctx }
    }
    // endregion

    /// The simulated server answers once every call has asked, then after a short
    /// pause: every run interleaves the calls the same way, whatever the machine.
    final class RowServer: Sendable {
        private let asked = Locked(wrappedValue: 0)
        private let everyoneAsked = AsyncGate()
        private let calls: Int
        private let ctx: DemoContext
        init(calls: Int, ctx: DemoContext) { self.calls = calls; self.ctx = ctx }

        func fetchRow() async {
            if asked.withLock({ $0 += 1; return $0 }) == calls { everyoneAsked.open() }
            await everyoneAsked.wait()
            try? await ctx.sleep(0.1)
        }
    }

    // region: actors/serial-queue
    /// `dataSource` is only ever touched on `dataSourceUpdateQueue` (002/E3);
    /// the compiler cannot check that promise, hence `@unchecked`.
    final class QueueViewModel: @unchecked Sendable {
        let dataSourceUpdateQueue = DispatchQueue(label: "data_source_update_queue")
        var dataSource = [String]()

        func append(_ item: String) {
            dataSourceUpdateQueue.async {
                self.ctx.trace.span("write") { self.dataSource.append(item) }
            }
        }

        let ctx: DemoContext
        init(ctx: DemoContext) { self.ctx = ctx }
    }
    // endregion

    // region: actors/lock
    /// `dataSource` is only ever touched while `lock` is held; again a promise
    /// the compiler takes on trust (`@unchecked`).
    final class LockedViewModel: @unchecked Sendable {
        private let lock = NSLock()
        private var dataSource = [String]()

        func append(_ item: String) {
            lock.withLock {
                ctx.trace.span("write") { dataSource.append(item) }
            }
        }

        var count: Int { lock.withLock { dataSource.count } }
        let ctx: DemoContext
        init(ctx: DemoContext) { self.ctx = ctx }
    }
    // endregion

    // region: actors/actor
    /// The actor runs one piece of code (between awaits) at a time; the compiler
    /// checks every access.
    actor DataSource {
        private(set) var dataSource = [String]()

        func append(_ item: String) {
            ctx.trace.span("write") { dataSource.append(item) }
        }

        let ctx: DemoContext
        init(ctx: DemoContext) { self.ctx = ctx }
    }
    // endregion
}
