import LearnRunner
import LearnTestSupport
import LearnTrace
import Testing

@Suite("the actors demo")
struct ActorsTests {
    @Test(
        "a serial queue, a lock and an actor each lose no update; writes never overlap; reload on main",
        arguments: ["serial-queue", "lock", "actor"])
    func noLostUpdates(variant: String) {
        let result = DemoRun.run("actors", variant, ["writers": "4", "updates": "100"])
        let trace = result.trace
        #expect(trace.number("expected") == 400)
        #expect(trace.number("rows") == 400)
        #expect(trace.number("lost") == 0)
        #expect(trace.count("write") == 400)
        #expect(trace.count("writer") == 4)
        #expect(trace.overlaps("write", "write") == 0)
        #expect(trace.allOnMain("reload"))
    }

    /// Every call reads the count before any writes it (the server answers once all have
    /// asked), so all but one of the rows are lost, with no two pieces of actor code at once.
    @Test func aReentrantActorLosesUpdatesWithoutADataRace() {
        let trace = DemoRun.run("actors", "reentrant", ["writers": "4"]).trace
        #expect(trace.value("expected") == 4)
        #expect(trace.value("rows") == 1)
        #expect(trace.value("lost") == 3)
        #expect(trace.happened("read-state", before: "write-state"))
        #expect(trace.overlaps("read-state", "write-state") == 0)
        #expect(trace.spans(labeled: "suspended").count == 4)
    }

    /// The first write holds the actor until every writer has called: the task that ran it held
    /// the actor, every other writer's task waited for it, and each wrote after the holder.
    @Test func oneTaskHoldsTheActorWhileTheOthersWait() throws {
        let trace = DemoRun.run("actors", "waiting", ["writers": "4"]).trace
        #expect(trace.value("lost") == 0)
        #expect(trace.overlaps("write", "write") == 0)
        let records = TaskRecords(trace)
        let writers = Set(records.tasks.filter { $0.kind == .group }.map { "task \($0.id)" })
        #expect(writers.count == 4, "the four writers are the group's children")
        let waits = ActorWaits(trace, call: "call", hold: "write")
        #expect(Set(waits.holds.map(\.task)) == writers, "each writer's task ran its `write` on the actor")
        let holder = try #require(waits.holds.first)
        #expect(waits.holders == [holder.task])
        #expect(Set(waits.waiters) == writers.subtracting([holder.task]))
        for wait in waits.waits { #expect(wait.entered >= holder.end, "\(wait.task) wrote only after \(holder.task) left the actor") }
    }
}
