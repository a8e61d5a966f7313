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
}
