// swift-format-ignore-file
import Foundation
import LearnTrace

/// `hops`: one task goes from the global pool to an actor, to the main actor, and back, each
/// piece of work traced on the thread it ran on; a task-local value travels with the task.
extension IsolationDemo {
    /// The request a round serves: a task-local, read wherever the task runs.
    enum Request {
        @TaskLocal static var id = 0
    }

    // region: isolation/ledger
    /// An actor: its code runs one call at a time, on a thread of the global pool.
    actor Ledger {
        private var entries = 0
        func record(_ ctx: DemoContext, _ counts: Counts) {
            ctx.trace.span("actor-work") {
                entries += 1
                ctx.sleep(ctx.double("work"))
                counts.note(main: Thread.isMainThread, local: Request.id, in: .actor)
            }
        }
    }
    // endregion

    // region: isolation/screen
    /// The screen: main-actor code runs on the main thread.
    @MainActor static func update(_ ctx: DemoContext, _ counts: Counts) {
        ctx.trace.span("main-update") {
            ctx.sleep(ctx.double("work"))
            counts.note(main: Thread.isMainThread, local: Request.id, in: .main)
        }
    }
    // endregion

    static func hops(_ ctx: DemoContext) async {
        let ledger = Ledger()
        let counts = Counts()
        let rounds = ctx.int("rounds")
        // region: isolation/hops
        for round in 1...rounds {
            await Request.$id.withValue(round) {    // a task-local for this round
                ctx.trace.span("pool-work") {       // nonisolated: the global pool
                    ctx.sleep(ctx.double("work"))
                    counts.note(main: Thread.isMainThread, local: Request.id, in: .pool)
                }
                await ledger.record(ctx, counts)    // hop to the actor
                await update(ctx, counts)           // hop to the main actor
            }                                       // and back to the pool
        }
        // endregion
        counts.report(rounds, ctx)
    }

    /// Where each piece of work found itself: on the main thread or not, and whether the
    /// round's task-local value was there.
    final class Counts: Sendable {
        enum Place { case pool, actor, main }
        private struct State {
            var onMain: [Place: Int] = [:]
            var localsSeen = 0
            var reads = 0
            var round = 0
        }
        private let state = Locked(wrappedValue: State())

        func note(main: Bool, local: Int, in place: Place) {
            state.withLock { state in
                if place == .pool { state.round += 1 }
                if main { state.onMain[place, default: 0] += 1 }
                state.reads += 1
                if local == state.round { state.localsSeen += 1 }
            }
        }

        func report(_ rounds: Int, _ ctx: DemoContext) {
            let state = state.wrappedValue
            ctx.result("rounds", rounds)
            ctx.result("main_in_pool", state.onMain[.pool] ?? 0)
            ctx.result("main_in_actor", state.onMain[.actor] ?? 0)
            ctx.result("main_in_update", state.onMain[.main] ?? 0)
            ctx.result("locals_seen", state.localsSeen)
            ctx.result("local_reads", state.reads)
        }
    }
}
