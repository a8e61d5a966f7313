import LearnRunner
import LearnTestSupport
import LearnTrace
import Testing

/// The `isolation` lesson's promises, read off the threads each span ran on: a task's hops
/// between the pool, an actor and the main actor; where `nonisolated(nonsending)` and
/// `@concurrent` helpers run; `Task {}` against `Task.immediate`; and what swiftc in Swift 6
/// mode says of 002's racy view model and of its main-actor fix.
@Suite("the isolation demo")
struct IsolationTests {
    /// Pool work never on main, main-actor work always on main, the actor's on the pool; the
    /// round's task-local is seen at every stop; one round after another, in order.
    @Test func aTaskHopsFromThePoolToAnActorToTheMainActorAndBack() {
        let trace = DemoRun.run("isolation", "hops").trace
        #expect(trace.value("rounds") == 3)
        #expect(trace.count("pool-work") == 3 && trace.count("actor-work") == 3 && trace.count("main-update") == 3)
        #expect(trace.noneOnMain("pool-work"))
        #expect(trace.noneOnMain("actor-work"))
        #expect(trace.allOnMain("main-update"))
        #expect(trace.value("main_in_pool") == 0)
        #expect(trace.value("main_in_actor") == 0)
        #expect(trace.value("main_in_update") == 3)
        #expect(trace.value("locals_seen") == 9, "each round's task-local at the pool, the actor and main")
        #expect(trace.oneAtATime("pool-work") && trace.oneAtATime("actor-work"))
        let order = trace.spans.filter { ["pool-work", "actor-work", "main-update"].contains($0.label) }
            .sorted { $0.begin < $1.begin }.map(\.label)
        #expect(order == Array(repeating: ["pool-work", "actor-work", "main-update"], count: 3).flatMap { $0 })
    }

    /// Called from the main actor, the nonsending helper runs on the main thread and holds it:
    /// the tick queued on main before it runs only after the helper and the caller's next line.
    @Test func aNonsendingHelperRunsOnItsCallersExecutor() {
        let trace = DemoRun.run("isolation", "nonsending").trace
        #expect(trace.allOnMain("caller") && trace.allOnMain("helper") && trace.allOnMain("after"))
        #expect(trace.allOnMain("tick"))
        #expect(trace.value("helper_on_main") == 1)
        #expect(trace.happened("helper", before: "tick"))
        #expect(trace.happened("after", before: "tick"), "the caller held the main actor to its end")
    }

    /// The `@concurrent` helper leaves the main actor for the pool, and the caller comes back
    /// to main after it.
    @Test func aConcurrentHelperRunsOnThePool() {
        let trace = DemoRun.run("isolation", "concurrent").trace
        #expect(trace.allOnMain("caller") && trace.allOnMain("after") && trace.allOnMain("tick"))
        #expect(trace.noneOnMain("helper"))
        #expect(trace.value("helper_on_main") == 0)
        #expect(trace.happened("helper", before: "after"))
        #expect(trace.happened("tick", before: "after"), "the tick, queued on main first, ran at the hop")
    }

    /// `Task {}` from the main actor is queued: the caller's next line comes first.
    /// `Task.immediate` runs its first part at once, on main, before the caller's next line.
    @Test(arguments: [false, true]) func aNewTasksFirstPartAgainstTheCallersNextLine(immediate: Bool) {
        let trace = DemoRun.run("isolation", immediate ? "immediate" : "task").trace
        #expect(trace.allOnMain("caller-before") && trace.allOnMain("caller-next"))
        #expect(trace.allOnMain("first-part") && trace.allOnMain("after-await"))
        #expect(trace.value("first_on_main") == 1)
        #expect(trace.happened("first-part", before: "after-await"))
        #expect(trace.happened("caller-next", before: "after-await"))
        if immediate {
            #expect(trace.happened("first-part", before: "caller-next"))
        } else {
            #expect(trace.happened("caller-next", before: "first-part"))
        }
    }

    /// Swift 6 refuses 002's racy view model with an error of its own at the line that captures
    /// `self` in the global queue's closure; it accepts the main-actor view model.
    @Test(.tags(.swiftc), .needsToolchain) func swiftcRefusesTheRaceAndAcceptsTheMainActorFix() {
        let refused = DemoRun.run("isolation", "refused").trace
        #expect(refused.value("compiler") == 1)
        #expect(refused.number("errors") >= 1)
        #expect(refused.value("exit_status") != 0)
        #expect(refused.count("typecheck") == 1)
        let error = refused.said.first { $0.contains(": error: ") }
        #expect(error?.hasPrefix("ViewModel.swift:9:") == true, "the line with self.dataSource.append")
        #expect(error?.contains("Sendable") == true, "\(refused.said)")
        let accepted = DemoRun.run("isolation", "accepted").trace
        #expect(accepted.value("compiler") == 1)
        #expect(accepted.value("errors") == 0)
        #expect(accepted.value("exit_status") == 0)
        #expect(!accepted.said.contains { $0.contains(": error: ") })
    }
}
