// swift-format-ignore-file
import Dispatch

/// The `waiting` variant: every writer calls one actor at once while its first write is slow,
/// so the run shows which task held the actor and which tasks waited for it.
extension ActorsDemo {
    /// `writers` tasks call `append` at once; each records a `call` mark as it calls, and the
    /// actor's code is the `write` span (the task records say which task ran each).
    static func withBusyActor(_ ctx: DemoContext) async {
        let writers = ctx.int("writers")
        let calls = CallCounter(expected: writers)
        let store = SlowDataSource(calls: calls, ctx: ctx)
        // region: actors/waiting-calls
        await withTaskGroup(of: Void.self) { group in
            for writer in 0..<writers {
                group.addTask {
                    ctx.trace.mark("call")         // this task calls the actor now
                    calls.arrived()
                    await store.append("\(writer)")
                }
            }
        }
        // endregion
        let count = await store.dataSource.count
        ctx.result("expected", writers)
        ctx.result("rows", count)
        ctx.result("lost", writers - count)
        ctx.finish()
    }

    // region: actors/waiting
    /// The first write is slow: it keeps the actor busy until every writer has
    /// called, so the other calls find the actor held.
    actor SlowDataSource {
        private(set) var dataSource = [String]()

        func append(_ item: String) {
            ctx.trace.span("write") {
                if dataSource.isEmpty {          // the first write is slow:
                    ctx.sleep(0.02)              // a big row, 20 ms,
                    calls.waitForEveryone()      // and it lasts until every writer has called
                }
                dataSource.append(item)
            }
        }

        let calls: CallCounter
        let ctx: DemoContext
        init(calls: CallCounter, ctx: DemoContext) { self.calls = calls; self.ctx = ctx }
    }
    // endregion

    /// Counts the calls made; the slow write blocks its thread until all have been made, at most
    /// half a second (the other calls need another thread of the pool: pinned to one CPU, libdispatch's
    /// pool still has several, measured on Swift 6.3.1).
    final class CallCounter: Sendable {
        private let made = Locked(wrappedValue: 0)
        private let everyone = DispatchSemaphore(value: 0)
        private let expected: Int
        init(expected: Int) { self.expected = expected }

        func arrived() {
            if made.withLock({ $0 += 1; return $0 }) == expected { everyone.signal() }
        }

        func waitForEveryone() {
            guard made.withLock({ $0 }) < expected else { return }
            _ = everyone.wait(timeout: .now() + 0.5)
        }
    }
}
