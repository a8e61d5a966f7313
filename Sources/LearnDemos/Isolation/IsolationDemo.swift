// swift-format-ignore-file
import Dispatch
import Foundation
import LearnTrace

/// Actor isolation as Swift 6 checks it and runs it: a task's hops between the global pool,
/// an actor and the main actor (read off the threads each span ran on); what the compiler
/// refuses (a real `swiftc -swift-version 6 -typecheck` of 002's racy view model, and of its
/// `@MainActor` fix); where a `nonisolated(nonsending)` function runs (its caller's executor)
/// against a `@concurrent` one (the global pool); and `Task.immediate`, which runs its first
/// part before the caller's next line, against `Task {}`, which runs it after.
enum IsolationDemo: Demo {
    static let id = "isolation"
    static let parameters = [
        DemoParameter("rounds", .int(1...10), default: "3", unit: "rounds"),
        DemoParameter("work", .double(0.01...2), default: "0.1", unit: "seconds"),
    ]
    static let labels = [
        "pool-work", "actor-work", "main-update", "caller", "helper", "after", "tick", "caller-before",
        "first-part", "caller-next", "after-await", "typecheck", "rounds", "main_in_update",
        "main_in_pool", "main_in_actor", "locals_seen", "local_reads", "helper_on_main", "first_on_main",
        "compiler", "errors", "warnings", "notes", "exit_status", "typecheck_ms",
    ]
    /// A typecheck has no events while swiftc works (about a second, more on a busy machine),
    /// and the watchdog's time scales with the pace: 600 s at pace 1 is 6 s at pace 0.01.
    static let watchdog = 600.0

    enum Variant: String, DemoVariantName {
        case hops
        case refused
        case accepted
        case nonsending
        case concurrent
        case task
        case immediate

    }

    static func run(_ variant: Variant, _ ctx: DemoContext) {
        switch variant {
        case .hops: Task.detached { await hops(ctx); ctx.finish() }
        case .refused: Thread { typecheck(racyViewModel, ctx); ctx.finish() }.start()
        case .accepted: Thread { typecheck(mainActorViewModel, ctx); ctx.finish() }.start()
        case .nonsending, .concurrent:
            Task { @MainActor in await screen(concurrent: variant == .concurrent, ctx); ctx.finish() }
        case .task, .immediate:
            Task { @MainActor in await start(immediate: variant == .immediate, ctx); ctx.finish() }
        }
    }
}
