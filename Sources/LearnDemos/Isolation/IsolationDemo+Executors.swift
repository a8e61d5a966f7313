// swift-format-ignore-file
import Foundation
import LearnTrace

/// Where an async function runs when the main actor calls it (`nonisolated(nonsending)`
/// against `@concurrent`), and when a new task's first part runs (`Task {}` against
/// `Task.immediate`).
extension IsolationDemo {
    // region: isolation/helpers
    /// Runs on whatever executor its caller is on: called from the main actor, the main thread.
    nonisolated(nonsending) static func measureHere(_ ctx: DemoContext) async -> Bool {
        ctx.trace.span("helper") { ctx.sleep(ctx.double("work")); return Thread.isMainThread }
    }

    /// Always leaves its caller's executor: runs on the global pool.
    @concurrent static func measureAway(_ ctx: DemoContext) async -> Bool {
        ctx.trace.span("helper") { ctx.sleep(ctx.double("work")); return Thread.isMainThread }
    }
    // endregion

    @MainActor static func screen(concurrent: Bool, _ ctx: DemoContext) async {
        // region: isolation/screen-calls
        ctx.trace.span("caller") {}
        let tick = Task { @MainActor in ctx.trace.span("tick") {} }  // queued on main
        let onMain = concurrent ? await measureAway(ctx) : await measureHere(ctx)
        ctx.trace.span("after") {}
        // endregion
        await tick.value
        ctx.result("helper_on_main", onMain ? 1 : 0)
    }

    @MainActor static func start(immediate: Bool, _ ctx: DemoContext) async {
        let work = ctx.double("work")
        let task: Task<Bool, Never>
        if immediate {
            // region: isolation/immediate
            ctx.trace.mark("caller-before")
            task = Task.immediate {                  // runs now, up to its first await
                ctx.trace.mark("first-part")
                let first = Thread.isMainThread
                try? await ctx.sleep(work)            // suspends: the caller goes on
                ctx.trace.mark("after-await")
                return first
            }
            ctx.trace.mark("caller-next")
            // endregion
        } else {
            // region: isolation/task
            ctx.trace.mark("caller-before")
            task = Task {                            // queued on the main actor
                ctx.trace.mark("first-part")
                let first = Thread.isMainThread
                try? await ctx.sleep(work)
                ctx.trace.mark("after-await")
                return first
            }
            ctx.trace.mark("caller-next")
            // endregion
        }
        ctx.result("first_on_main", await task.value ? 1 : 0)
    }
}
